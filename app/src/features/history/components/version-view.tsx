import type { DocumentVersion } from '@koers/contract';
import { Button, DocumentBlocks, EmptyState, useToast } from '@koers/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { ConfirmDialog } from '@/components/confirm';
import { queryState } from '@/components/states';
import { documentKey } from '@/lib/api/document';
import { orderedBlocks, toUiBlock } from '@/lib/document-blocks';
import { paths } from '@/lib/paths';
import { useDocumentAtVersion } from '@/lib/api/document';
import { restoreVersion } from '../api/restore-version';
import { messages } from '../messages';
import { authorName, formatWhen } from './format';
import { ViewTitle } from './view-title';

export interface VersionViewProps {
  documentId: number;
  version: number;
  /** The named versions: the names this version has are shown with it. */
  versions: readonly DocumentVersion[];
  /** Opened from this page: the title takes the focus. */
  focus: boolean;
}

/**
 * One version to read (`?versie=`), as the document page shows a document, with who saved it and
 * when; it can be compared with the current version or restored (as a new version, after a
 * confirmation; the server refuses while the document is adopted, and its reason is shown).
 */
export function VersionView({ documentId, version, versions, focus }: VersionViewProps) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const at = useDocumentAtVersion(documentId, version);
  const [restoring, setRestoring] = useState(false);
  // Blocks of an earlier version have no id of their own (0): their place numbers them, so the
  // blocks' keys and anchors are unique.
  const blocks = useMemo(
    () =>
      orderedBlocks(at.data?.blocks ?? []).map((block, index) =>
        toUiBlock({ ...block, id: index + 1 }, intl),
      ),
    [at.data, intl],
  );

  async function restore() {
    const restored = await restoreVersion(documentId, version);
    // The document page opens with the restored text at once (then asks the server as always).
    await mutate(documentKey(documentId), restored, { revalidate: false });
    toast.add({ title: intl.formatMessage(messages.restored), variant: 'success' });
    await navigate(paths.document.href(documentId));
  }

  const back = (
    <Link className="koers-history__link" to={paths.documentHistory.href(documentId)}>
      {intl.formatMessage(messages.backToHistory)}
    </Link>
  );

  const names = versions.filter((v) => v.version === version);
  let title: ReactNode = intl.formatMessage(messages.versionNumber, { version });
  let body: ReactNode = queryState(at, {
    notFound: (
      <p className="koers-history__empty">{intl.formatMessage(messages.versionNotFound)}</p>
    ),
    failed: intl.formatMessage(messages.versionFailed),
    loading: intl.formatMessage(messages.versionLoading),
  });
  if (body === null && at.data) {
    const data = at.data;
    const isCurrent = data.version === data.current_version;
    title = intl.formatMessage(messages.versionTitle, {
      version: data.version,
      when: formatWhen(intl, data.saved_at),
    });
    body = (
      <>
        <p className="koers-history__meta">
          {intl.formatMessage(messages.byAt, {
            when: formatWhen(intl, data.saved_at),
            author: authorName(intl, data.author),
          })}
          {isCurrent ? ` · ${intl.formatMessage(messages.isCurrent)}` : null}
        </p>
        {names.length > 0 ? (
          <p className="koers-history__meta">
            {intl.formatMessage(messages.savedAs, {
              names: intl.formatList(
                names.map((v) => `“${v.name}”`),
                { type: 'conjunction' },
              ),
            })}
          </p>
        ) : null}
        <div className="koers-history__view-actions">
          {isCurrent ? null : (
            <>
              <Button variant="primary" onPress={() => setRestoring(true)}>
                {intl.formatMessage(messages.restore)}
              </Button>
              <Link
                className="koers-history__link"
                to={paths.documentHistory.href(documentId, {
                  van: data.version,
                  tot: data.current_version,
                })}
              >
                {intl.formatMessage(messages.compareWithCurrent)}
              </Link>
            </>
          )}
          {back}
        </div>
        <div className="koers-history__version">
          {blocks.length === 0 ? (
            <EmptyState headingLevel="none" title={intl.formatMessage(messages.empty)} />
          ) : (
            <DocumentBlocks
              blocks={blocks}
              headingLevel={3}
              locale={intl.locale}
              labels={{
                download: intl.formatMessage(messages.downloadLink),
                email: intl.formatMessage(messages.email),
                phone: intl.formatMessage(messages.phone),
                organisation: intl.formatMessage(messages.organisation),
              }}
            />
          )}
        </div>
        <ConfirmDialog
          title={intl.formatMessage(messages.restoreTitle)}
          question={intl.formatMessage(messages.restoreQuestion, {
            version: data.version,
            when: formatWhen(intl, data.saved_at),
          })}
          submitLabel={intl.formatMessage(messages.restoreSubmit)}
          pendingLabel={intl.formatMessage(messages.restorePending)}
          variant="primary"
          onConfirm={restore}
          isOpen={restoring}
          onOpenChange={setRestoring}
        >
          <p className="koers-app-form__text">{intl.formatMessage(messages.restoreText)}</p>
        </ConfirmDialog>
      </>
    );
  }

  return (
    <section className="koers-history__view" aria-labelledby="history-view-title">
      <ViewTitle id="history-view-title" focus={focus} as="h2">
        {title}
      </ViewTitle>
      {at.data ? null : <div className="koers-history__view-actions">{back}</div>}
      {body}
    </section>
  );
}
