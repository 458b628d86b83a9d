import { Button, EmptyState } from '@koers/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router';
import { ErrorState, LoadingState } from '@/components/states';
import { ApiError } from '@/lib/api/client';
import { cspNonce } from '@/lib/csp-nonce';
import { useDocument } from '@/lib/api/document';
import { orderedBlocks, toUiBlock } from '@/lib/document-blocks';
import { paths } from '@/lib/paths';
import { useDocumentAtVersion } from '@/lib/api/document';
import { usePrintMeta } from '../api/use-print-meta';
import { PagedView, type PagedState } from '../components/paged-view';
import { PrintDocument } from '../components/print-document';
import { messages } from '../messages';
import pagedCss from '../paged.css?inline';
// Inline, not in the app's one stylesheet: no other screen carries the print view's rules.
import viewCss from '../print-view.css?inline';

/**
 * The view's own rules (React puts them in the head once, and takes them away with the view),
 * with the nonce the page's CSP allows <style> elements with.
 */
const ViewStyle = () => (
  <style href="koers-print-view" precedence="medium" nonce={cspNonce()}>
    {viewCss}
  </style>
);

/** A positive whole number of the URL, or null. */
function parseNumber(raw: string | null | undefined): number | null {
  return raw != null && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/** Not found, or not for this user: the same answer. */
const isRefusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 403);

/** A CSS string literal of `text`. */
const cssString = (text: string) =>
  `"${text.replace(/[\\"]/g, (c) => `\\${c}`).replace(/[\n\r\f]/g, ' ')}"`;

/**
 * The `@page` rule of the footer, "Jaarplan — pagina 3 van 24" in the user's language: the
 * message with the page counters in the places its translation puts them.
 */
export function footerRule(intl: IntlShape, name: string): string {
  const PAGE = '\uE000';
  const PAGES = '\uE001';
  const text = intl.formatMessage(messages.footer, { name, page: PAGE, pages: PAGES });
  const content = text
    .split(/(\uE000|\uE001)/)
    .filter((part) => part !== '')
    .map((part) =>
      part === PAGE ? 'counter(page)' : part === PAGES ? 'counter(pages)' : cssString(part),
    )
    .join(' ');
  return `@page { @bottom-center { content: ${content}; font-family: var(--koers-font-family); font-size: 9pt; color: #444; } }`;
}

/**
 * A document laid out for A4 (/document/{id}/afdrukken): a cover, the contents with page
 * numbers and the numbered text, with "<name> — page 3 of 24" at the foot of every page but the
 * cover. `?versie=` prints that version of its history. Paged.js makes the pages; when they are
 * there the root says `data-print-ready`, and the browser's print dialog prints them as they are.
 */
export default function PrintPage() {
  const intl = useIntl();
  const params = useParams();
  const [search] = useSearchParams();
  const id = parseNumber(params.id);
  const versionNumber = parseNumber(search.get('versie'));

  const document = useDocument(id);
  const atVersion = useDocumentAtVersion(versionNumber === null ? null : id, versionNumber);
  const meta = usePrintMeta(document.data);
  const [paged, setPaged] = useState<PagedState>({ phase: 'laying-out' });
  const [attempt, setAttempt] = useState(0);

  const data = document.data;
  const text = versionNumber === null ? data : atVersion.data;
  const blocks = useMemo(
    // Numbered by place: a version's blocks have no ids of their own.
    () =>
      orderedBlocks(text?.blocks ?? []).map((block, index) =>
        toUiBlock({ ...block, id: index + 1 }, intl),
      ),
    [text, intl],
  );

  // The saved PDF is named after the document: the browser takes the title as the file name.
  const name = text?.name ?? data?.name;
  useEffect(() => {
    if (!name) return;
    let before = '';
    const named = () => {
      before = window.document.title;
      window.document.title = name;
    };
    const restored = () => {
      if (before) window.document.title = before;
    };
    window.addEventListener('beforeprint', named);
    window.addEventListener('afterprint', restored);
    return () => {
      window.removeEventListener('beforeprint', named);
      window.removeEventListener('afterprint', restored);
    };
  }, [name]);

  const onStateChange = useCallback((state: PagedState) => setPaged(state), []);
  const print = useCallback(() => window.print(), []);

  const back =
    id === null ? null : (
      <Link className="koers-print__link" to={paths.document.href(id)}>
        {intl.formatMessage(messages.backToDocument)}
      </Link>
    );

  if (id === null || isRefusal(document.error) || isRefusal(atVersion.error)) {
    return (
      <div className="koers-print koers-print__state">
        <ViewStyle />
        <h1>{intl.formatMessage(messages.notFoundTitle)}</h1>
        <EmptyState
          headingLevel="none"
          title={intl.formatMessage(messages.notFoundText)}
          action={
            <Link className="koers-print__link" to={paths.home.href()}>
              {intl.formatMessage(messages.toHome)}
            </Link>
          }
        />
      </div>
    );
  }
  const failed = (document.error && !data) || (atVersion.error && !atVersion.data);
  if (failed) {
    return (
      <div className="koers-print koers-print__state">
        <ViewStyle />
        {back}
        <ErrorState
          title={intl.formatMessage(messages.loadFailed)}
          onRetry={() => {
            void document.mutate();
            if (versionNumber !== null) void atVersion.mutate();
          }}
        />
      </div>
    );
  }
  if (!data || !text || !meta.settled || !meta.owner) {
    return (
      <div className="koers-print koers-print__state">
        <ViewStyle />
        <LoadingState label={intl.formatMessage(messages.loading)} />
      </div>
    );
  }

  const template = data.documentable_type === 'template';
  // The status and adoption are the document's now; a version printed says which it is instead.
  // A reader of a document whose new version is being written reads (and prints) the adopted text.
  // The status is the printed text's: a reader of a document whose new version is being written
  // reads (and prints) the adopted text; the adopted version printed from the history is adopted;
  // another version of the history has none.
  const printsAdopted =
    data.adoption !== null &&
    (versionNumber === null
      ? data.reading === 'adopted' || data.status === 'vastgesteld'
      : data.adoption.version === versionNumber);
  const status = template
    ? null
    : printsAdopted
      ? 'vastgesteld'
      : versionNumber === null
        ? data.status
        : null;
  const css = `${pagedCss}\n${footerRule(intl, text.name)}`;
  const ready = paged.phase === 'ready';

  return (
    <div className="koers-print" data-print-ready={ready ? 'true' : undefined}>
      <ViewStyle />
      <div className="koers-print__bar">
        {back}
        <Button onPress={print} isDisabled={!ready}>
          {intl.formatMessage(messages.print)}
        </Button>
        <p className="koers-print__hint">{intl.formatMessage(messages.hint)}</p>
        <p className="koers-print__status" role="status">
          {paged.phase === 'ready'
            ? intl.formatMessage(messages.ready, { pages: paged.pages })
            : paged.phase === 'laying-out'
              ? intl.formatMessage(messages.laying)
              : null}
        </p>
      </div>
      {paged.phase === 'failed' ? (
        <div className="koers-print__state">
          <ErrorState
            title={intl.formatMessage(messages.layoutFailed)}
            onRetry={() => {
              setPaged({ phase: 'laying-out' });
              setAttempt((n) => n + 1);
            }}
          />
        </div>
      ) : null}
      <PagedView
        // Other text, another language or a retry: laid out again.
        key={`${intl.locale}:${data.version}:${data.updated_at}:${versionNumber}:${attempt}`}
        css={css}
        onStateChange={onStateChange}
        className="koers-print__pages"
      >
        <PrintDocument
          name={text.name}
          owner={meta.owner}
          periodName={meta.periodName}
          status={status}
          adoptedAt={printsAdopted ? (data.adoption?.at ?? null) : null}
          version={
            versionNumber !== null && atVersion.data
              ? { number: atVersion.data.version, savedAt: atVersion.data.saved_at }
              : null
          }
          updatedAt={data.updated_at}
          blocks={blocks}
        />
      </PagedView>
    </div>
  );
}
