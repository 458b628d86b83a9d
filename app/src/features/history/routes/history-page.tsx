import { EmptyState } from '@koers/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router';
import { ErrorState, LoadingState } from '@/components/states';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api/client';
import { paths } from '@/lib/paths';
import { useDocument } from '@/lib/api/document';
import { useHistory } from '../api/get-history';
import { useVersions } from '../api/get-versions';
import { ChangesSection } from '../components/changes-section';
import { ComparisonView } from '../components/comparison-view';
import { VersionView } from '../components/version-view';
import { VersionsSection } from '../components/versions-section';
import { messages } from '../messages';
import '../history.css';

/** A positive whole number of the URL, or null. */
function parseNumber(raw: string | null | undefined): number | null {
  return raw != null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/** Not found, or not for this user (readers may not see concept text): the same answer. */
const isRefusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 403);

/**
 * A document's history (/document/{id}/geschiedenis), for those who write it: its named versions
 * and its changes; `?versie=` opens one version to read, `?van=&tot=` compares two.
 */
export default function HistoryPage() {
  const intl = useIntl();
  const params = useParams();
  const [search] = useSearchParams();
  const id = parseNumber(params.id);
  const opened = parseNumber(search.get('versie'));
  const from = parseNumber(search.get('van'));
  const to = parseNumber(search.get('tot'));
  const view = from !== null && to !== null ? 'compare' : opened !== null ? 'version' : 'lists';

  const document = useDocument(id);
  const versions = useVersions(id);
  const history = useHistory(view === 'lists' ? id : null);

  // The view first shown keeps the focus where the page starts; a view opened from a link on
  // this page moves it to its title.
  const [firstView] = useState(() => `${view}:${search.toString()}`);
  const focus = firstView !== `${view}:${search.toString()}`;
  // Back at the lists from a version or a comparison: the focus goes to the page's title.
  const pageRef = useRef<HTMLDivElement>(null);
  const listsShown = view === 'lists' && !history.isLoading;
  useEffect(() => {
    if (!focus || !listsShown) return;
    const heading = pageRef.current?.querySelector<HTMLElement>('h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [focus, listsShown]);

  if (id === null || isRefusal(document.error) || isRefusal(versions.error)) {
    return (
      <div className="koers-history__state">
        <h1 className="koers-app-page-header__title">
          {intl.formatMessage(messages.notFoundTitle)}
        </h1>
        <EmptyState
          headingLevel="none"
          title={intl.formatMessage(messages.notFoundText)}
          action={
            <Link className="koers-history__link" to={paths.home.href()}>
              {intl.formatMessage(messages.toHome)}
            </Link>
          }
        />
      </div>
    );
  }
  const failed = (document.error && !document.data) || (versions.error && !versions.data);
  if (failed) {
    return (
      <div className="koers-history__state">
        <ErrorState
          title={intl.formatMessage(messages.loadFailed)}
          onRetry={() => {
            void document.mutate();
            void versions.mutate();
          }}
        />
      </div>
    );
  }
  if (!document.data || !versions.data) {
    return <LoadingState label={intl.formatMessage(messages.loading)} />;
  }

  const currentVersion = document.data.version;
  let body: ReactNode;
  if (view === 'compare') {
    body = (
      <ComparisonView
        key={`${from}-${to}`}
        documentId={id}
        from={from!}
        to={to!}
        currentVersion={currentVersion}
        versions={versions.data}
        focus={focus}
      />
    );
  } else if (view === 'version') {
    body = (
      <VersionView
        key={opened}
        documentId={id}
        version={opened!}
        versions={versions.data}
        focus={focus}
      />
    );
  } else if (history.error && history.entries.length === 0) {
    body = isRefusal(history.error) ? null : (
      <ErrorState
        title={intl.formatMessage(messages.loadFailed)}
        onRetry={() => void history.reload()}
      />
    );
  } else if (history.isLoading) {
    body = <LoadingState label={intl.formatMessage(messages.loading)} />;
  } else {
    body = (
      <>
        <VersionsSection documentId={id} currentVersion={currentVersion} versions={versions.data} />
        <ChangesSection
          documentId={id}
          currentVersion={currentVersion}
          entries={history.entries}
          versions={versions.data}
          hasMore={history.hasMore}
          isLoadingMore={history.isLoadingMore}
          moreFailed={Boolean(history.error)}
          onLoadMore={history.loadMore}
          onRetry={() => void history.reload()}
        />
      </>
    );
  }

  return (
    <div className="koers-history" ref={pageRef}>
      <Link className="koers-history__link koers-history__back" to={paths.document.href(id)}>
        {intl.formatMessage(messages.backToDocument)}
      </Link>
      <PageHeader title={intl.formatMessage(messages.title, { name: document.data.name })} />
      {body}
    </div>
  );
}
