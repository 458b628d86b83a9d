import type { AdminManual } from '@koers/contract';
import { videoEmbed } from '@koers/contract/video';
import { Button, EmptyState, Modal, TextAreaField, TextField, useToast } from '@koers/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { ServerForm, SubmitButton } from '@/components/form';
import { ErrorState, LoadingState } from '@/components/states';
import { ApiError } from '@/lib/api/client';
import { editorLabels } from '@/lib/editor-labels';
import { paths } from '@/lib/paths';
import { messages as adminMessages } from '../messages';
import {
  adminManualKey,
  createManual,
  updateManual,
  useAdminManual,
  useRefreshManuals,
} from './api/manuals-api';
import { manualMessages as messages } from './messages';
import { useLeaveGuard } from './use-leave-guard';
import './manuals.css';

// The editor brings Tiptap/ProseMirror along: it loads with the form, not with the admin's lists.
const RichTextEditor = lazy(() =>
  import('@koers/ui/editor').then((m) => ({ default: m.RichTextEditor })),
);
const RemoveManualDialog = lazy(() =>
  import('./remove-manual-dialog').then((m) => ({ default: m.RemoveManualDialog })),
);

/** The list's address as the tab left it (its page, search and sort), or the list's own. */
function useListHref() {
  const { state } = useLocation() as { state: { list?: unknown } | null };
  const search = typeof state?.list === 'string' && state.list.startsWith('?') ? state.list : '';
  return `${paths.admin.manuals.href()}${search}`;
}

const FIELD_IDS = {
  title: 'manual-title',
  description: 'manual-description',
  video_url: 'manual-video',
};

/**
 * A manual's page (/admin/handleidingen/{id}), or a new one (/admin/handleidingen/nieuw): its
 * title, description, video and text in one form, saved together; Remove asks first. Leaving
 * with unsaved changes asks first too.
 */
export function ManualPage() {
  const intl = useIntl();
  const { id: param } = useParams();
  const isNew = param === undefined;
  const id = param && /^\d{1,10}$/.test(param) ? Number(param) : null;
  const manual = useAdminManual(isNew ? null : id);
  const listHref = useListHref();
  const back = (
    <Link className="koers-admin-manuals__back" to={listHref}>
      {intl.formatMessage(messages.backToList)}
    </Link>
  );

  let body;
  if (isNew) body = <ManualForm key="new" />;
  else if (id === null || (manual.error instanceof ApiError && manual.error.status === 404)) {
    body = <EmptyState title={intl.formatMessage(messages.notFound)} />;
  } else if (manual.error && !manual.data) {
    body = <ErrorState onRetry={() => void manual.mutate()} />;
  } else if (!manual.data) body = <LoadingState />;
  else body = <ManualForm key={manual.data.id} manual={manual.data} />;

  return (
    <div className="koers-admin-manuals">
      {back}
      {body}
    </div>
  );
}

function ManualForm({ manual }: { manual?: AdminManual }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const listHref = useListHref();
  const refresh = useRefreshManuals();
  const { mutate } = useSWRConfig();
  const guard = useLeaveGuard();
  const [removing, setRemoving] = useState(false);
  // The video's address is the stored one after a save (a page address becomes its player's).
  const [video, setVideo] = useState(manual?.video_url ?? '');
  const labels = useMemo(
    () => ({
      ...editorLabels(intl),
      surface: intl.formatMessage(messages.body),
    }),
    [intl],
  );

  const invalid = (field: keyof typeof FIELD_IDS, message: string) =>
    new ApiError(422, { message, errors: { [field]: [message] } });

  async function submit(data: FormData) {
    const title = String(data.get('title') ?? '').trim();
    const description = String(data.get('description') ?? '').trim() || null;
    const videoUrl = String(data.get('video_url') ?? '').trim();
    const content = String(data.get('content') ?? '') || null;
    // The same checks as the server's, before anything is sent.
    if (!title) throw invalid('title', intl.formatMessage(messages.titleRequired));
    if (videoUrl && !videoEmbed(videoUrl))
      throw invalid('video_url', intl.formatMessage(messages.videoInvalid));
    const body = { title, description, video_url: videoUrl || null, content };
    const saved = manual ? await updateManual(manual.id, body) : await createManual(body);
    guard.markSaved();
    setVideo(saved.video_url ?? '');
    await mutate(adminManualKey(saved.id), saved, { revalidate: false });
    await refresh();
    toast.add({
      title: manual
        ? intl.formatMessage(messages.saved)
        : intl.formatMessage(messages.created, { name: saved.title }),
      variant: 'success',
    });
    if (!manual)
      await navigate(paths.admin.manual.href(saved.id), {
        replace: true,
        state: location.state as unknown,
      });
  }

  return (
    <section className="koers-admin-manuals__section" aria-labelledby="manual-heading">
      <div className="koers-admin-manuals__bar">
        <h2 id="manual-heading" className="koers-admin-manuals__heading">
          {intl.formatMessage(manual ? messages.editTitle : messages.newTitle)}
        </h2>
        {manual ? (
          <Button variant="danger" onPress={() => setRemoving(true)}>
            {intl.formatMessage(messages.remove)}
          </Button>
        ) : null}
      </div>
      <ServerForm
        className="koers-app-form koers-admin-manuals__form"
        submit={submit}
        fieldIds={FIELD_IDS}
        firstFieldId={FIELD_IDS.title}
      >
        {/* Any edit in the form counts as a change to keep (input events bubble up here). */}
        <div className="koers-admin-manuals__fields" onInput={guard.markDirty}>
          <TextField
            label={intl.formatMessage(adminMessages.manualTitle)}
            id={FIELD_IDS.title}
            name="title"
            defaultValue={manual?.title ?? ''}
            maxLength={255}
            isRequired
          />
          <TextAreaField
            label={intl.formatMessage(messages.description)}
            description={intl.formatMessage(messages.descriptionHint)}
            id={FIELD_IDS.description}
            name="description"
            defaultValue={manual?.description ?? ''}
            maxLength={2000}
            rows={2}
          />
          <TextField
            label={intl.formatMessage(messages.video)}
            description={intl.formatMessage(messages.videoHint)}
            id={FIELD_IDS.video_url}
            name="video_url"
            type="url"
            inputMode="url"
            autoComplete="off"
            value={video}
            onChange={setVideo}
            maxLength={2000}
          />
          {/* The editor's toolbar and text, named together by the visible label. */}
          <div
            className="koers-admin-manuals__body"
            role="group"
            aria-labelledby="manual-body-label"
          >
            <span id="manual-body-label" className="koers-field__label">
              {intl.formatMessage(messages.body)}
            </span>
            <Suspense fallback={<LoadingState label={intl.formatMessage(messages.bodyLoading)} />}>
              <RichTextEditor
                name="content"
                defaultValue={manual?.content ?? ''}
                labels={labels}
                locale={intl.locale}
                headingLevel={3}
                onChange={guard.markDirty}
              />
            </Suspense>
          </div>
        </div>
        <div className="koers-app-form__actions">
          <SubmitButton
            pendingLabel={intl.formatMessage(
              manual ? messages.savePending : messages.createPending,
            )}
          >
            {intl.formatMessage(manual ? messages.save : messages.createSubmit)}
          </SubmitButton>
        </div>
      </ServerForm>
      <Modal
        isOpen={guard.isAsking}
        onOpenChange={(open) => {
          if (!open) guard.stay();
        }}
        title={intl.formatMessage(messages.leaveTitle)}
        closeLabel={intl.formatMessage(messages.closeDialog)}
      >
        <p className="koers-admin-manuals__text">{intl.formatMessage(messages.leaveText)}</p>
        <div className="koers-app-form__actions">
          {/* Staying is the safe answer: it has the focus. */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <Button variant="primary" onPress={guard.stay} autoFocus>
            {intl.formatMessage(messages.leaveStay)}
          </Button>
          <Button variant="danger" onPress={guard.leave}>
            {intl.formatMessage(messages.leaveGo)}
          </Button>
        </div>
      </Modal>
      {manual && removing ? (
        <Suspense fallback={null}>
          <RemoveManualDialog
            manual={manual}
            isOpen
            onOpenChange={setRemoving}
            onRemoved={() => {
              guard.markSaved();
              void navigate(listHref);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
