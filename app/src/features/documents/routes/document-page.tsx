import {
  Button,
  blockAnchorId,
  DocumentBlocks,
  EmptyState,
  scrollToAnchor,
  Spinner,
  TableOfContents,
  type TableOfContentsBlock,
} from '@koers/ui';
import type { Document } from '@koers/contract';
import {
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  startTransition,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router';
import { ApiError } from '@/lib/api/client';
import {
  getDocumentState,
  resetDocument,
  setDocument,
  useDocumentState,
} from '@/lib/document-store';
import { paths } from '@/lib/paths';
import { canEditDocument } from '@/lib/session/rules';
import { useSession } from '@/lib/session/use-session';
import { parseDocumentId, useDocument } from '../api/get-document';
import { DocumentStatusBadge } from '@/components/document-status';
import { DocumentActions } from '../components/document-actions';
import { messages } from '../messages';
import { blockAnchorFromHash, replaceAnchorInUrl } from '../utils/anchor-url';
import { orderedBlocks, toUiBlock } from '@/lib/document-blocks';
import '../document-page.css';

/** From this many blocks on, blocks far out of view are rendered lazily (DocumentBlocks). */
const LAZY_OFFSCREEN_BLOCKS = 150;
/**
 * A long plan opens with its first blocks, enough for any first screen; the rest follows in a
 * background render right after that screen is painted.
 */
const FIRST_SCREEN_BLOCKS = 60;

/** What the page gives the editor it shows in edit mode. */
export interface DocumentEditorSlotProps {
  /** The document as shown. */
  document: Document;
  /** Loads the document again; resolves with the fresh one. */
  reload: () => Promise<Document | undefined>;
  /** The numbered headings while typing: the table of contents follows them. */
  onOutlineChange: (outline: readonly TableOfContentsBlock[]) => void;
}

export interface DocumentPageProps {
  /**
   * The editor shown in edit mode, in place of the blocks (the app composes it: this feature
   * does not know the editor). Without it edit mode shows the read view.
   */
  renderEditor?: (props: DocumentEditorSlotProps) => ReactNode;
}

/**
 * A plan document: its numbered table of contents and blocks, or in edit mode the editor. It
 * publishes the document to the document store, so the header can search it and offer the edit
 * toggle to those allowed to edit (see docs/decisions/0005-document-edit-mode-before-the-editor.md).
 */
export default function DocumentPage({ renderEditor }: DocumentPageProps = {}) {
  const intl = useIntl();
  const params = useParams();
  const id = parseDocumentId(params.id);
  const { user, role, context } = useSession();
  const { data, error, mutate } = useDocument(id);
  const { highlight, isEditing } = useDocumentState();

  // Writers manage the document (menu, history, status); its text is editable unless adopted.
  const canManage = data ? canEditDocument(user, role, context, data.documentable_type) : false;
  const canEdit =
    canManage && data !== undefined && data.status !== 'vastgesteld' && data.reading === 'current';
  const editing = isEditing && canEdit && renderEditor !== undefined;
  // The editor's live outline (of this document), for the table of contents while editing.
  const [outline, setOutline] = useState<{
    documentId: number;
    blocks: readonly TableOfContentsBlock[];
  } | null>(null);
  const reload = useCallback(() => mutate(), [mutate]);
  const onOutlineChange = useCallback(
    (blocks: readonly TableOfContentsBlock[]) => setOutline({ documentId: id ?? 0, blocks }),
    [id],
  );

  // Another document: the header must not search or toggle the previous one while this loads.
  useEffect(() => {
    if (getDocumentState().documentId !== id) resetDocument();
  }, [id]);
  // Before paint: the header's edit toggle and search appear in the same frame as the document,
  // instead of one frame later pushing the whole page down (a layout shift on narrow screens).
  useLayoutEffect(() => {
    if (data && data.id === id) setDocument(data, canEdit);
  }, [data, id, canEdit]);
  useEffect(() => () => resetDocument(), []);
  // The tab's title is the document's name (app/page-title.ts leaves documents to this page).
  const name = data?.name;
  const notFoundTitle = intl.formatMessage(messages.notFoundTitle);
  useEffect(() => {
    document.title = `${name ?? (error ? notFoundTitle : 'Document')} – Koers`;
  }, [name, error, notFoundTitle]);

  // SPEC §2: a link to a section (`/document/7#block-12`) opens at that section. The router's
  // ScrollRestoration looks for the target when the navigation ends, usually before the document
  // has loaded: scroll once it is shown, once per navigation (a revalidation does not move the
  // reader). A jump, not the smooth scroll of a click: the reader did not see where it started.
  const { key: locationKey, hash } = useLocation();
  // A long plan is complete once the render after its first screen is in (see below).
  const [completeFor, setCompleteFor] = useState<number | null>(null);
  const firstScreenOnly =
    data !== undefined && data.blocks.length > LAZY_OFFSCREEN_BLOCKS && completeFor !== data.id;
  const shown = data !== undefined && data.id === id && !firstScreenOnly;
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    const anchor = blockAnchorFromHash(hash);
    if (!shown || !anchor || scrolledFor.current === locationKey + hash) return;
    scrolledFor.current = locationKey + hash;
    void scrollToAnchor(anchor, { duration: 0, focus: false });
  }, [shown, hash, locationKey]);

  const blocks = useMemo(() => orderedBlocks(data?.blocks ?? []), [data]);
  const allUiBlocks = useMemo(() => blocks.map((block) => toUiBlock(block, intl)), [blocks, intl]);
  const uiBlocks = useMemo(
    () => (firstScreenOnly ? allUiBlocks.slice(0, FIRST_SCREEN_BLOCKS) : allUiBlocks),
    [firstScreenOnly, allUiBlocks],
  );
  // The rest of a long plan once its first screen is painted: a transition, so the render of
  // thousands of blocks yields to the reader's input. Only the first time a document is shown:
  // a revalidation renders it whole, and never shrinks the page under a reader far down.
  const openingId = firstScreenOnly ? data.id : null;
  useEffect(() => {
    if (openingId === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setCompleteFor(openingId)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [openingId]);
  const tocBlocks: readonly TableOfContentsBlock[] =
    editing && outline?.documentId === id ? outline.blocks : blocks;
  const hasHeadings = tocBlocks.some((b) => b.type === 'h1' || b.type === 'h2');
  // Rendering the blocks sanitizes every body's HTML: do it again only when the blocks, the
  // highlighted result or the language change, not on every session or store update.
  const highlightBlockId = highlight?.blockId;
  const highlightText = highlight?.text;
  const content = useMemo(
    () =>
      uiBlocks.length === 0 ? (
        <EmptyState headingLevel="none" title={intl.formatMessage(messages.empty)} />
      ) : (
        <DocumentBlocks
          blocks={uiBlocks}
          headingLevel={2}
          highlightIds={highlightBlockId === undefined ? [] : [highlightBlockId]}
          highlightText={highlightText}
          locale={intl.locale}
          // A long plan lays out and paints only the blocks near the view; a short one is laid
          // out whole, so every position on it is exact from the start.
          lazyOffscreen={uiBlocks.length > LAZY_OFFSCREEN_BLOCKS}
          labels={{
            download: intl.formatMessage(messages.downloadLink),
            email: intl.formatMessage(messages.email),
            phone: intl.formatMessage(messages.phone),
            organisation: intl.formatMessage(messages.organisation),
            match: intl.formatMessage(messages.match),
          }}
        />
      ),
    [uiBlocks, highlightBlockId, highlightText, intl],
  );

  const notFound =
    id === null || (error instanceof ApiError && (error.status === 404 || error.status === 403));
  if (notFound) {
    return (
      <div className="koers-document__state">
        <h1 className="koers-document__title">{intl.formatMessage(messages.notFoundTitle)}</h1>
        <EmptyState
          headingLevel="none"
          title={intl.formatMessage(messages.notFoundText)}
          action={
            <Link className="koers-document__link" to={paths.home.href()}>
              {intl.formatMessage(messages.toHome)}
            </Link>
          }
        />
      </div>
    );
  }
  if (error && !data) {
    return (
      <div className="koers-document__state" role="alert">
        <h1 className="koers-document__title">{intl.formatMessage(messages.error)}</h1>
        <Button onPress={() => void mutate()}>{intl.formatMessage(messages.retry)}</Button>
      </div>
    );
  }
  if (!data) {
    return <Spinner label={intl.formatMessage(messages.loading)} showLabel size="lg" />;
  }

  return (
    <div className="koers-document" data-has-toc={hasHeadings || undefined}>
      {hasHeadings ? (
        <aside className="koers-document__aside">
          <TableOfContents
            blocks={tocBlocks}
            label={intl.formatMessage(messages.contents)}
            title={intl.formatMessage(messages.contents)}
            // In edit mode the entries are the editor's headings (by uid): the URL keeps the
            // read-mode anchor, which new headings do not have yet.
            onNavigate={(blockId) => {
              if (!editing) replaceAnchorInUrl(blockAnchorId(blockId));
            }}
          />
        </aside>
      ) : null}
      <article className="koers-document__content" aria-labelledby="document-title">
        <div className="koers-document__heading">
          <h1 id="document-title" className="koers-document__title">
            {data.name}
          </h1>
          {data.documentable_type === 'template' ? null : (
            <DocumentStatusBadge status={data.status} />
          )}
          <DocumentActions document={data} canEdit={canManage} />
        </div>
        {data.status === 'vastgesteld' && data.adoption ? (
          <p className="koers-document__adoption">
            {data.adoption.by
              ? intl.formatMessage(messages.adoptedOn, {
                  date: intl.formatDate(data.adoption.at, { dateStyle: 'long' }),
                  name: data.adoption.by.name,
                })
              : intl.formatMessage(messages.adoptedOnUnknown, {
                  date: intl.formatDate(data.adoption.at, { dateStyle: 'long' }),
                })}{' '}
            {data.adoption.note ? <>{data.adoption.note}. </> : null}
            {intl.formatMessage(
              data.reading === 'adopted' ? messages.readingAdopted : messages.adoptedReadOnly,
            )}
          </p>
        ) : null}
        {editing ? (
          <Suspense
            fallback={<Spinner label={intl.formatMessage(messages.loading)} showLabel size="lg" />}
          >
            {renderEditor({ document: data, reload, onOutlineChange })}
          </Suspense>
        ) : (
          content
        )}
      </article>
    </div>
  );
}
