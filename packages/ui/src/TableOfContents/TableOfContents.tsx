import { useMemo, type MouseEvent, type ReactNode } from 'react';
import { blockAnchorId, numberHeadings, type HeadingSource } from '../utils/numberHeadings';
import { scrollToAnchor, SMOOTH_SCROLL_DEFAULTS } from '../utils/scrollToAnchor';
import { cx } from '../utils/visuallyHidden';
import { useActiveHeading } from './useActiveHeading';
import type { PassthroughProps } from '../utils/passthrough';
import './TableOfContents.css';

/** A block as TableOfContents reads it: only h1/h2 blocks with text content are listed. */
export interface TableOfContentsBlock extends HeadingSource {
  content: unknown;
}

export interface TableOfContentsProps extends PassthroughProps<HTMLElement> {
  /** The document's blocks in order; the h1 and h2 blocks become the entries. */
  blocks: readonly TableOfContentsBlock[];
  /** Name of the navigation landmark. Default 'Inhoudsopgave'. */
  label?: string;
  /** A visible heading above the list (its text usually equals `label`). */
  title?: ReactNode;
  /**
   * The block id marked as current. When absent, the section in view is tracked with an
   * IntersectionObserver; pass an id (or null) to control it yourself.
   */
  activeId?: string | number | null;
  /**
   * Called after an entry was chosen and scrolled to (for example to update the URL hash).
   * Scrolling itself is done here: smooth over 500 ms, 100 px above the heading, focus moved.
   */
  onNavigate?: (blockId: string | number) => void;
  /** Extra content under the title, for example the document SearchDropdown (SPEC §2). */
  children?: ReactNode;
}

interface TocEntry {
  id: string | number;
  anchor: string;
  number: string;
  text: string;
  children: TocEntry[];
}

/**
 * The numbered table of contents of a document (SPEC §2): h1 entries 1., 2., … with their h2
 * entries 1.1., 1.2., … nested, as links to the block anchors. The entry of the section in
 * view carries aria-current="location".
 */
export function TableOfContents({
  blocks,
  label = 'Inhoudsopgave',
  title,
  activeId,
  onNavigate,
  children,
  className,
  ...rest
}: TableOfContentsProps) {
  const entries = useMemo(() => {
    const top: TocEntry[] = [];
    for (const { block, level, number } of numberHeadings(blocks)) {
      const entry: TocEntry = {
        id: block.id,
        anchor: blockAnchorId(block.id),
        number,
        text: String(block.content ?? ''),
        children: [],
      };
      const parent = top.at(-1);
      // An h2 before any h1 (numbered 0.x.) is listed at the top level: it has no parent.
      if (level === 2 && parent && !number.startsWith('0.')) parent.children.push(entry);
      else top.push(entry);
    }
    return top;
  }, [blocks]);

  const anchors = useMemo(
    () => entries.flatMap((e) => [e.anchor, ...e.children.map((c) => c.anchor)]),
    [entries],
  );
  const controlled = activeId !== undefined;
  const observed = useActiveHeading(anchors, SMOOTH_SCROLL_DEFAULTS.offset, !controlled);
  const currentAnchor = controlled
    ? activeId === null
      ? null
      : blockAnchorId(activeId)
    : observed;

  const navigate = (event: MouseEvent<HTMLAnchorElement>, entry: TocEntry) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void scrollToAnchor(entry.anchor).then((found) => {
      if (found) onNavigate?.(entry.id);
    });
  };

  const renderEntry = (entry: TocEntry) => (
    <li key={entry.id} className="koers-toc__item">
      <a
        href={`#${entry.anchor}`}
        className="koers-toc__link"
        aria-current={entry.anchor === currentAnchor ? 'location' : undefined}
        onClick={(event) => navigate(event, entry)}
      >
        <span className="koers-toc__number">{entry.number}</span>{' '}
        <span className="koers-toc__text">{entry.text}</span>
      </a>
      {entry.children.length > 0 ? (
        <ol className="koers-toc__list koers-toc__list--nested">
          {entry.children.map(renderEntry)}
        </ol>
      ) : null}
    </li>
  );

  return (
    <nav {...rest} aria-label={label} className={cx('koers-toc', className)}>
      {title ? <h2 className="koers-toc__title">{title}</h2> : null}
      {children}
      {entries.length > 0 ? <ol className="koers-toc__list">{entries.map(renderEntry)}</ol> : null}
    </nav>
  );
}
