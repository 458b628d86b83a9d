import type { DocumentVersion, HistoryEntry } from '@koers/contract';
import { Button } from '@koers/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { commonMessages } from '@/components/messages';
import { paths } from '@/lib/paths';
import { messages } from '../messages';
import { ComparePicker } from './compare-picker';
import { authorName, entryKindLabel, formatEntryWhen } from './format';

export interface ChangesSectionProps {
  documentId: number;
  currentVersion: number;
  entries: readonly HistoryEntry[];
  versions: readonly DocumentVersion[];
  hasMore: boolean;
  isLoadingMore: boolean;
  /** The next page failed to load. */
  moreFailed: boolean;
  onLoadMore: () => void;
  /** Asks the pages again after a failure. */
  onRetry: () => void;
}

/**
 * "Changes": the history's entries, newest first (who, when, how many saves, what kind), each
 * to view or compare with the current version; older ones page in with "Load more".
 */
export function ChangesSection({
  documentId,
  currentVersion,
  entries,
  versions,
  hasMore,
  isLoadingMore,
  moreFailed,
  onLoadMore,
  onRetry,
}: ChangesSectionProps) {
  const intl = useIntl();
  return (
    <section className="koers-history__section" aria-labelledby="history-changes-title">
      <div className="koers-history__section-head">
        <h2 id="history-changes-title" className="koers-history__section-title">
          {intl.formatMessage(messages.changesTitle)}
        </h2>
      </div>
      <ComparePicker documentId={documentId} entries={entries} versions={versions} />
      {entries.length === 0 ? (
        <p className="koers-history__empty">{intl.formatMessage(messages.changesEmpty)}</p>
      ) : (
        <ol className="koers-history__list" aria-labelledby="history-changes-title">
          {entries.map((entry) => {
            const kind = entryKindLabel(intl, entry.kind);
            const when = formatEntryWhen(intl, entry);
            return (
              <li key={entry.version} className="koers-history__item" data-kind={entry.kind}>
                <div className="koers-history__item-text">
                  <p className="koers-history__item-title">
                    <span className="koers-history__kind">{kind}</span>
                    {entry.version === currentVersion ? (
                      <>
                        {' '}
                        <span className="koers-history__badge" data-kind="current">
                          {intl.formatMessage(messages.current)}
                        </span>
                      </>
                    ) : null}
                  </p>
                  <p className="koers-history__meta">
                    {intl.formatMessage(messages.byAt, {
                      when,
                      author: authorName(intl, entry.author),
                    })}
                    {' · '}
                    {intl.formatMessage(messages.versionNumber, { version: entry.version })}
                    {entry.saves > 1 ? (
                      <>
                        {' · '}
                        {intl.formatMessage(messages.saves, { count: entry.saves })}
                      </>
                    ) : null}
                  </p>
                  {entry.kind === 'baseline' ? (
                    <p className="koers-history__note">
                      {intl.formatMessage(messages.baselineNote)}
                    </p>
                  ) : null}
                </div>
                <div className="koers-history__item-actions">
                  <Link
                    className="koers-history__link"
                    to={paths.documentHistory.href(documentId, { versie: entry.version })}
                  >
                    {intl.formatMessage(messages.view)}{' '}
                    <span className="koers-visually-hidden">
                      ({kind}, {when})
                    </span>
                  </Link>
                  {entry.version !== currentVersion ? (
                    <Link
                      className="koers-history__link"
                      to={paths.documentHistory.href(documentId, {
                        van: entry.version,
                        tot: currentVersion,
                      })}
                    >
                      {intl.formatMessage(messages.compareWithCurrent)}{' '}
                      <span className="koers-visually-hidden">
                        ({kind}, {when})
                      </span>
                    </Link>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {moreFailed ? (
        <div className="koers-history__more" role="alert">
          <p className="koers-history__empty">{intl.formatMessage(messages.loadMoreFailed)}</p>
          <Button onPress={onRetry}>{intl.formatMessage(commonMessages.retry)}</Button>
        </div>
      ) : hasMore ? (
        <div className="koers-history__more">
          <Button
            onPress={onLoadMore}
            isPending={isLoadingMore}
            pendingLabel={intl.formatMessage(messages.loadingMore)}
          >
            {intl.formatMessage(messages.loadMore)}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
