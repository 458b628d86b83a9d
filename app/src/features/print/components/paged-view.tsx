import { useEffect, useRef, useState, type ReactNode } from 'react';
import { paginate } from '../paged/paginate';

export type PagedState =
  { phase: 'laying-out' } | { phase: 'ready'; pages: number } | { phase: 'failed'; error: unknown };

export interface PagedViewProps {
  /** What goes on the pages; rendered once, copied, then laid out by Paged.js. */
  children: ReactNode;
  /** The paged stylesheet (`@page`, margin boxes, target-counter, breaks). */
  css: string;
  /** Told when the pages are laid out, or when that failed. */
  onStateChange: (state: PagedState) => void;
  className?: string;
}

/**
 * Renders `children` once out of sight, hands a copy to Paged.js and shows the pages it makes.
 * React never manages the pages (Paged.js moves and splits the copy's nodes); the original goes
 * as soon as it is copied, so its ids are not in the page twice. Remount it (a new `key`) to lay
 * out other content.
 */
export function PagedView({ children, css, onStateChange, className }: PagedViewProps) {
  const sourceRef = useRef<HTMLDivElement>(null);
  const pagesRef = useRef<HTMLDivElement>(null);
  const [copied, setCopied] = useState(false);
  const report = useRef(onStateChange);
  useEffect(() => {
    report.current = onStateChange;
  });

  useEffect(() => {
    const source = sourceRef.current;
    const target = pagesRef.current;
    if (!source || !target) return;
    const content = document.createDocumentFragment();
    for (const node of source.childNodes) content.append(node.cloneNode(true));
    setCopied(true);
    report.current({ phase: 'laying-out' });
    let cancelled = false;
    let layout: Awaited<ReturnType<typeof paginate>> | undefined;
    paginate(content, css, target).then(
      (done) => {
        if (cancelled) {
          done.destroy();
          return;
        }
        layout = done;
        report.current({ phase: 'ready', pages: done.pages });
      },
      (error: unknown) => {
        if (!cancelled) report.current({ phase: 'failed', error });
      },
    );
    return () => {
      cancelled = true;
      layout?.destroy();
    };
    // Laid out once per mount: the content was copied when it was first rendered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      {copied ? null : (
        <div ref={sourceRef} hidden>
          {children}
        </div>
      )}
      <div ref={pagesRef} className={className} />
    </>
  );
}
