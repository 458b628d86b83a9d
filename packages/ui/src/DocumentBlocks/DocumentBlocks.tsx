import { Fragment, memo, useMemo } from 'react';
import { blockAnchorId, numberHeadings } from '../utils/numberHeadings';
import type { PassthroughProps } from '../utils/passthrough';
import { cx, visuallyHiddenStyle } from '../utils/visuallyHidden';
import { RichText } from '../RichText/RichText';
import { HighlightedText as Highlighted } from '../utils/HighlightedText';
import { formatFileSize } from '../utils/formatFileSize';
import './DocumentBlocks.css';

export { formatFileSize };

/** Content of a file block. */
export interface FileBlockContent {
  name: string;
  /** Download URL (a signed URL from the API); without it only the name is shown. */
  url?: string | null;
  /** Size in bytes. */
  size?: number | null;
}

/** Content of a contact block. */
export interface ContactBlockContent {
  name: string;
  role?: string | null;
  email?: string | null;
  phone?: string | null;
  organisation?: string | null;
}

/**
 * A block of a document as the API returns it. `content` is text for h1/h2, HTML for body
 * (`text` is read as body too) and an object for file and contact blocks. Other types are
 * skipped, so a newer server cannot break an older client.
 */
export interface DocumentBlock {
  id: string | number;
  type: string;
  level?: number | null;
  content: unknown;
  /**
   * Marks read-only text (a board's fixed chapter in a school's plan), with the label to show,
   * e.g. "Tekst van het bestuur · gewijzigd op 3 mei 2027": shown once above each run of such
   * blocks (and above each h1 among them), as the editor shows it. Null or '': an ordinary block.
   */
  locked?: string | null;
}

/** Texts around file and contact blocks (Dutch defaults). */
export interface DocumentBlocksLabels {
  /** Visible text of a download link; the file name is added for screen readers. Default 'Downloaden'. */
  download?: string;
  /** Label before an e-mail address. Default 'E-mail'. */
  email?: string;
  /** Label before a phone number. Default 'Telefoon'. */
  phone?: string;
  /** Label before an organisation. Default 'Organisatie'. */
  organisation?: string;
  /** Marks a highlighted block for screen readers. Default 'Zoekresultaat'. */
  match?: string;
}

export interface DocumentBlocksProps extends PassthroughProps<HTMLDivElement> {
  /** The blocks, in document order. */
  blocks: readonly DocumentBlock[];
  /** Ids of blocks that match the current search; they are highlighted. */
  highlightIds?: readonly (string | number)[];
  /**
   * The search text; its matches are wrapped in <mark> inside the highlighted blocks (or in
   * every block when `highlightIds` is empty).
   */
  highlightText?: string;
  /**
   * HTML level of h1 blocks (h2 blocks get one more). Default 2: the page's own <h1> is the
   * document title.
   */
  headingLevel?: 1 | 2 | 3;
  /** Texts around file and contact blocks. */
  labels?: DocumentBlocksLabels;
  /** Locale for file sizes. Default 'nl'. */
  locale?: string;
  /**
   * A long document on screen: blocks far out of view (all but headings) are laid out and
   * painted only as they come near (CSS `content-visibility: auto`, their last size kept), so
   * thousands of blocks open and scroll without laying out the whole text. Find in page, anchors
   * and printing see every block. Not for a paginated print view, which measures every block.
   */
  lazyOffscreen?: boolean;
}

const DEFAULT_LABELS: Required<DocumentBlocksLabels> = {
  download: 'Downloaden',
  email: 'E-mail',
  phone: 'Telefoon',
  organisation: 'Organisatie',
  match: 'Zoekresultaat',
};

function asRecord(content: unknown): Record<string, unknown> | null {
  return content && typeof content === 'object' ? (content as Record<string, unknown>) : null;
}

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** A block's lock label, or null for an ordinary block. */
function lockOf(block: DocumentBlock | undefined): string | null {
  const value = block?.locked;
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * The label to show above block `index`: the first of a run of locked blocks (the block before
 * is not locked, or has another label), or a locked h1 (each chapter shows its own); else null.
 */
function runLabel(blocks: readonly DocumentBlock[], index: number): string | null {
  const block = blocks[index];
  const label = lockOf(block);
  if (label === null) return null;
  return index === 0 || lockOf(blocks[index - 1]) !== label || block!.type === 'h1' ? label : null;
}

interface BlockProps {
  block: DocumentBlock;
  /** Its heading number ("1.2."), for h1/h2 blocks. */
  number: string | undefined;
  /** The block is a search result. */
  isMatch: boolean;
  /** The text to mark inside the block, if any. */
  query: string | undefined;
  headingLevel: 1 | 2 | 3;
  labels: Required<DocumentBlocksLabels>;
  locale: string;
}

/**
 * One block. Memoized: typing a search or a re-render of the page redraws only the blocks whose
 * match state or query changed, not every sanitized body of a long document.
 */
const Block = memo(function Block({
  block,
  number,
  isMatch,
  query,
  headingLevel,
  labels,
  locale,
}: BlockProps) {
  const anchor = blockAnchorId(block.id);
  const matchNote = isMatch ? <span style={visuallyHiddenStyle}>{labels.match}: </span> : null;
  const common = {
    id: anchor,
    'data-type': block.type,
    'data-highlighted': isMatch || undefined,
    'data-locked': lockOf(block) !== null || undefined,
  };

  switch (block.type) {
    case 'h1':
    case 'h2': {
      const Heading = `h${headingLevel + (block.type === 'h2' ? 1 : 0)}` as 'h2';
      return (
        <Heading {...common} className="koers-document-block koers-document-block__heading">
          {matchNote}
          <span className="koers-document-block__number">{number}</span>{' '}
          <Highlighted text={String(block.content ?? '')} query={query} />
        </Heading>
      );
    }
    case 'body':
    case 'text':
      return (
        <div {...common} className="koers-document-block koers-document-block__body">
          {matchNote}
          <RichText
            html={String(block.content ?? '')}
            highlightText={query}
            markIdPrefix={`${anchor}-`}
          />
        </div>
      );
    case 'file': {
      const file = asRecord(block.content);
      const name = str(file?.name);
      if (!name) return null;
      const url = str(file?.url);
      const size = typeof file?.size === 'number' ? formatFileSize(file.size, locale) : null;
      return (
        <div {...common} className="koers-document-block koers-document-block__file">
          {matchNote}
          <svg
            viewBox="0 0 20 20"
            aria-hidden="true"
            focusable="false"
            className="koers-document-block__file-icon"
          >
            <path
              d="M5 2h7l4 4v12H5V2Zm7 0v4h4"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
            />
          </svg>
          <span className="koers-document-block__file-name">
            <Highlighted text={name} query={query} />
            {size ? <span className="koers-document-block__file-size"> ({size})</span> : null}
          </span>
          {url ? (
            <a className="koers-document-block__download" href={url} download={name}>
              {labels.download} <span style={visuallyHiddenStyle}>{name}</span>
            </a>
          ) : null}
        </div>
      );
    }
    case 'contact': {
      const contact = asRecord(block.content);
      const name = str(contact?.name);
      if (!name) return null;
      const role = str(contact?.role);
      const organisation = str(contact?.organisation);
      const email = str(contact?.email);
      const phone = str(contact?.phone);
      return (
        <div {...common} className="koers-document-block koers-document-block__contact">
          {matchNote}
          <p className="koers-document-block__contact-name">
            <Highlighted text={name} query={query} />
          </p>
          {role ? <p className="koers-document-block__contact-role">{role}</p> : null}
          {organisation || email || phone ? (
            <dl className="koers-document-block__contact-details">
              {organisation ? (
                <div>
                  <dt>{labels.organisation}</dt>
                  <dd>{organisation}</dd>
                </div>
              ) : null}
              {email ? (
                <div>
                  <dt>{labels.email}</dt>
                  <dd>
                    <a href={`mailto:${email}`}>{email}</a>
                  </dd>
                </div>
              ) : null}
              {phone ? (
                <div>
                  <dt>{labels.phone}</dt>
                  <dd>
                    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
                  </dd>
                </div>
              ) : null}
            </dl>
          ) : null}
        </div>
      );
    }
    default:
      return null;
  }
});

/**
 * Renders the blocks of a document: numbered headings with anchors (`block-<id>`, the same
 * numbers as TableOfContents), sanitized body HTML, file blocks with a download link and
 * contact blocks with their details. Search matches are highlighted per block and per word.
 * Locked blocks (`locked`: read-only text such as a board's) have their label above each run.
 */
export function DocumentBlocks({
  blocks,
  highlightIds = [],
  highlightText,
  headingLevel = 2,
  labels: labelsProp,
  locale = 'nl',
  className,
  lazyOffscreen = false,
  ...rest
}: DocumentBlocksProps) {
  const { download, email, phone, organisation, match } = labelsProp ?? {};
  const labels = useMemo(
    () => ({
      download: download ?? DEFAULT_LABELS.download,
      email: email ?? DEFAULT_LABELS.email,
      phone: phone ?? DEFAULT_LABELS.phone,
      organisation: organisation ?? DEFAULT_LABELS.organisation,
      match: match ?? DEFAULT_LABELS.match,
    }),
    [download, email, phone, organisation, match],
  );
  const numbers = useMemo(
    () => new Map(numberHeadings(blocks).map((h) => [h.block.id, h.number])),
    [blocks],
  );
  const highlighted = new Set(highlightIds.map(String));

  return (
    <div
      {...rest}
      className={cx('koers-document-blocks', className)}
      data-lazy-offscreen={lazyOffscreen || undefined}
    >
      {blocks.map((block, index) => {
        const isMatch = highlighted.has(String(block.id));
        const lockLabel = runLabel(blocks, index);
        return (
          <Fragment key={block.id}>
            {lockLabel !== null ? (
              <p className="koers-document-blocks__locked-label">{lockLabel}</p>
            ) : null}
            <Block
              block={block}
              number={numbers.get(block.id)}
              isMatch={isMatch}
              query={isMatch || highlighted.size === 0 ? highlightText : undefined}
              headingLevel={headingLevel}
              labels={labels}
              locale={locale}
            />
          </Fragment>
        );
      })}
    </div>
  );
}
