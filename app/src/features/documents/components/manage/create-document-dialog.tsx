import type { CreateDocumentBody } from '@koers/contract';
import { DOCUMENT_LIMITS } from '@koers/contract/constants';
import { Button, Modal, Select, Spinner, TextField } from '@koers/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { ServerForm, SubmitButton } from '@/components/form';
import { ApiError } from '@/lib/api/client';
import { paths } from '@/lib/paths';
import { usePeriod } from '@/lib/session/period';
import { useSession } from '@/lib/session/use-session';
import { createDocument } from '../../api/create-document';
import { useUpdateDocumentLists } from '../../api/document-lists';
import { documentKey } from '../../api/get-document';
import { useTemplates } from '../../api/templates';
import { manageMessages as messages } from './messages';

/**
 * Every plan is of type 'plan': the sidebar lists those and the home rule opens the first
 * (SPEC §2). What makes a jaarplan, schoolplan or koersplan is where it belongs: a school year of
 * a school, a school, or a board (docs/decisions/0068-plan-kinds-by-context-and-school-year.md).
 */
const PLAN_TYPE = 'plan';

/** The kinds of plan a school makes; a board's plan is its koersplan. */
type SchoolPlanKind = 'jaarplan' | 'schoolplan';

const FIELD_IDS = {
  name: 'create-document-name',
  type: 'create-document-name',
  period_id: 'create-document-period',
  template_id: 'create-document-template',
};

export interface CreateDocumentDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * 'New document': a dialog that creates a plan in the current context and opens it. A school
 * chooses a jaarplan (of one of its school years, the selected one first) or a schoolplan; a
 * board makes its koersplan. The fields are the API's; its 422 errors show on them.
 */
export function CreateDocumentDialog({ isOpen, onOpenChange }: CreateDocumentDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(messages.createTitle)}
      closeLabel={intl.formatMessage(messages.closeDialog)}
    >
      {({ close }) => <CreateDocumentForm close={close} />}
    </Modal>
  );
}

export default CreateDocumentDialog;

function CreateDocumentForm({ close }: { close: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const updateLists = useUpdateDocumentLists();
  const { context } = useSession();
  const { periods, period: selected, isLoading } = usePeriod();
  const isSchool = context?.contextType === 'school';
  const [chosenKind, setKind] = useState<SchoolPlanKind | null>(null);
  const [chosenPeriod, setPeriod] = useState<number | null>(null);
  // Until the manager chooses: a jaarplan of the school year the sidebar shows, if there is one.
  const kind: SchoolPlanKind = chosenKind ?? (periods.length > 0 ? 'jaarplan' : 'schoolplan');
  const periodId = chosenPeriod ?? selected?.id ?? null;
  const withPeriod = isSchool && kind === 'jaarplan';

  async function submit(data: FormData) {
    if (!context) return;
    const body: CreateDocumentBody = {
      name: String(data.get('name') ?? '').trim(),
      type: PLAN_TYPE,
    };
    if (withPeriod) {
      const raw = String(data.get('period_id') ?? '');
      // The server takes a document without a school year as a schoolplan: a jaarplan needs one.
      if (!/^\d+$/.test(raw)) {
        const message = intl.formatMessage(messages.createPeriodRequired);
        throw new ApiError(422, { message, errors: { period_id: [message] } });
      }
      body.period_id = Number(raw);
    }
    const template = String(data.get('template_id') ?? '');
    if (/^\d+$/.test(template)) body.template_id = Number(template);
    const created = await createDocument(context, body);
    // The page opens with it at once, and the sidebar lists it.
    await mutate(documentKey(created.id), created, { revalidate: false });
    await updateLists({ kind: 'saved', document: created });
    await navigate(paths.document.href(created.id));
    close();
  }

  return (
    <ServerForm
      className="koers-app-form"
      submit={submit}
      fieldIds={FIELD_IDS}
      firstFieldId={FIELD_IDS.name}
    >
      {isSchool ? null : (
        <p className="koers-document__dialog-text">
          {intl.formatMessage(messages.createBoardKind)}
        </p>
      )}
      <TextField
        label={intl.formatMessage(messages.name)}
        id={FIELD_IDS.name}
        name="name"
        maxLength={DOCUMENT_LIMITS.name}
        isRequired
        // A dialog opened to name a new document: the name is where to start (WAI-ARIA dialog).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      {isSchool && isLoading && periods.length === 0 ? (
        <Spinner label={intl.formatMessage(messages.createPeriodsLoading)} showLabel />
      ) : null}
      {isSchool && !(isLoading && periods.length === 0) ? (
        <>
          <Select
            label={intl.formatMessage(messages.createKind)}
            id="create-document-kind"
            options={[
              {
                id: 'jaarplan',
                label: intl.formatMessage(messages.createKindYear),
                isDisabled: periods.length === 0,
              },
              { id: 'schoolplan', label: intl.formatMessage(messages.createKindSchool) },
            ]}
            selectedKey={kind}
            onSelectionChange={(key) => {
              if (key === 'jaarplan' || key === 'schoolplan') setKind(key);
            }}
            description={
              periods.length === 0 ? intl.formatMessage(messages.createNoPeriods) : undefined
            }
          />
          {withPeriod ? (
            <Select
              label={intl.formatMessage(messages.createPeriod)}
              id={FIELD_IDS.period_id}
              name="period_id"
              isRequired
              options={periods.map((p) => ({ id: p.id, label: p.name }))}
              selectedKey={periodId}
              onSelectionChange={(key) => {
                if (typeof key === 'number') setPeriod(key);
              }}
            />
          ) : null}
        </>
      ) : null}
      <TemplateSelect />
      <div className="koers-app-form__actions">
        <Button onPress={close}>{intl.formatMessage(messages.cancel)}</Button>
        <SubmitButton pendingLabel={intl.formatMessage(messages.createPending)}>
          {intl.formatMessage(messages.createSubmit)}
        </SubmitButton>
      </div>
    </ServerForm>
  );
}

/** The empty document's key among the templates (a template's key is its id). */
const EMPTY = 'empty';

/**
 * "Start with": an empty document, or the content of a template the context is offered (the Koers
 * template; a board's templates, whose fixed chapters a school's document then follows). While
 * the templates load, or when they cannot be loaded, an empty document can still be made.
 */
function TemplateSelect() {
  const intl = useIntl();
  const { context } = useSession();
  const { data: templates, error, isLoading } = useTemplates(context);
  const [chosen, setChosen] = useState<number | typeof EMPTY>(EMPTY);
  const options = [
    { id: EMPTY, label: intl.formatMessage(messages.createEmpty) },
    ...(templates ?? []).map((t) => ({
      id: t.id,
      label:
        t.source === 'koers'
          ? intl.formatMessage(messages.createKoersTemplate)
          : intl.formatMessage(messages.createBoardTemplate, {
              name: t.name,
              board: t.board_name ?? '',
              fixed: t.fixed_chapters,
            }),
    })),
  ];
  return (
    <Select
      label={intl.formatMessage(messages.createStartWith)}
      id={FIELD_IDS.template_id}
      name="template_id"
      options={options}
      selectedKey={options.some((o) => o.id === chosen) ? chosen : EMPTY}
      onSelectionChange={(key) => setChosen(typeof key === 'number' ? key : EMPTY)}
      description={
        error
          ? intl.formatMessage(messages.createTemplatesFailed)
          : isLoading
            ? intl.formatMessage(messages.createTemplatesLoading)
            : undefined
      }
    />
  );
}
