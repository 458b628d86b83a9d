/**
 * Paged.js behind one call, so the print view neither knows its API nor loads it before it is
 * needed: `import('pagedjs')` makes it a chunk of its own, fetched by this screen only (no other
 * screen's bundle grows). Paged.js itself is used as published; what it lacks is added with its
 * own extension points (`registerHandlers`, a Polisher of our own), never by changing its code.
 */
import type { Handler, Polisher, Previewer } from 'pagedjs';
import { cspNonce } from '@/lib/csp-nonce';

/** The pages laid out, and how to take them (and Paged.js's styles) away again. */
export interface PagedLayout {
  /** How many pages the content took. */
  pages: number;
  /** Removes the pages and the stylesheets Paged.js added to the document's head. */
  destroy: () => void;
}

let handlersRegistered = false;

/**
 * Lays `content` out as pages in `renderTo`, with `css` (its `@page` rules, margin boxes,
 * `target-counter()` and break rules are what Paged.js reads). Paged.js takes the content over:
 * pass a copy, not nodes another owner (React) still manages.
 */
export async function paginate(
  content: DocumentFragment,
  css: string,
  renderTo: HTMLElement,
): Promise<PagedLayout> {
  const [paged, { default: baseStyles }] = await Promise.all([
    import('pagedjs'),
    import('pagedjs/src/polisher/base.js'),
  ]);
  if (!handlersRegistered) {
    handlersRegistered = true;
    paged.registerHandlers(tablesAcrossPages(paged.Handler));
  }
  const previewer = new paged.Previewer();
  // Replaced before `preview`, which sets it up and hands it to the handlers.
  previewer.polisher = new (withNonce(paged.Polisher, baseStyles, cspNonce()))(false);
  let flow;
  try {
    // The sheet is passed in: without one Paged.js would take every stylesheet of the page,
    // removing them from the document, the app's own included.
    flow = await previewer.preview(content, [{ [window.location.href]: css }], renderTo);
  } catch (error) {
    destroy(previewer);
    throw error;
  }
  return { pages: flow.total, destroy: () => destroy(previewer) };
}

function destroy(previewer: Previewer) {
  previewer.polisher.destroy();
  // Absent when the layout failed before the first page.
  if (previewer.chunker.pagesArea) previewer.chunker.destroy();
}

/**
 * Paged.js's Polisher with the page's CSP nonce on every <style> element it adds to the head: its
 * base rules, the rules of each stylesheet it lays out with, and the one its handlers add rules
 * to (through the CSSOM). The page's policy allows no <style> element without the nonce, and
 * Paged.js has no option for one: `setup` and `insert` are Paged.js 0.4's own, but for the nonce.
 * `baseStyles` is its base rules (src/polisher/base.js, which its package does not export; see
 * the alias in vite.config.ts).
 */
function withNonce(Base: typeof Polisher, baseStyles: string, nonce: string | undefined) {
  const style = (text: string) => {
    const element = document.createElement('style');
    // Before the element is in the document: the policy is checked when it is added.
    if (nonce) element.nonce = nonce;
    element.textContent = text;
    return element;
  };
  return class NoncePolisher extends Base {
    override setup() {
      this.base = this.insert(baseStyles);
      this.styleEl = style('');
      document.head.append(this.styleEl);
      this.styleSheet = this.styleEl.sheet!;
      return this.styleSheet;
    }

    override insert(text: string) {
      const element = style(text);
      element.setAttribute('data-pagedjs-inserted-styles', 'true');
      document.head.append(element);
      this.inserted.push(element);
      return element;
    }
  };
}

/**
 * Tables across pages, which Paged.js 0.4 leaves to the author:
 * - A table cut by a page break starts again on the next page with its header row, as a browser
 *   repeats a `thead` when it prints a table itself (Paged.js lays out each page on its own, so
 *   that does not happen by itself). The header goes in while the page is laid out, before its
 *   rows, so the rows that follow it are measured with it.
 * - A row that starts on a page but does not end on it moves to the next page whole. Paged.js
 *   breaks only before a row that starts below the page's end, so the row across that end stayed
 *   on its page, cut off at the bottom edge, and was missing from the print.
 */
function tablesAcrossPages(Base: typeof Handler) {
  return class TablesAcrossPages extends Base {
    renderNode(clone: Node, source: Node) {
      if (!(clone instanceof HTMLTableRowElement) || !(source instanceof HTMLTableRowElement)) {
        return;
      }
      const table = clone.closest('table');
      if (!table?.hasAttribute('data-split-from') || table.querySelector(':scope > thead')) {
        return;
      }
      const header = source.closest('table')?.querySelector(':scope > thead');
      if (!header || header.contains(source)) return;
      const copy = header.cloneNode(true) as HTMLElement;
      // Its refs are the first page's header's: Paged.js finds nodes by them.
      for (const element of [copy, ...copy.querySelectorAll('[data-ref]')]) {
        element.removeAttribute('data-ref');
      }
      copy.setAttribute('data-repeated-header', '');
      table.insertBefore(copy, table.firstChild);
    }

    onOverflow(overflow: Range | undefined, rendered: HTMLElement, bounds: DOMRect) {
      const end = Math.round(bounds.bottom);
      const cut = [...rendered.querySelectorAll<HTMLTableRowElement>('tbody > tr')].find(
        (row) =>
          // Not the first row of its part of the table: alone it would not fit anywhere.
          row.previousElementSibling !== null &&
          row.getBoundingClientRect().bottom > end + 1 &&
          row.getBoundingClientRect().top < end,
      );
      if (!cut) return undefined;
      const range = rangeBefore(cut);
      // The break Paged.js found is before the row already.
      if (overflow && overflow.compareBoundaryPoints(Range.START_TO_START, range) <= 0) {
        return undefined;
      }
      range.setEndAfter(rendered.lastChild!);
      return range;
    }
  };
}

function rangeBefore(node: Node): Range {
  const range = document.createRange();
  range.setStartBefore(node);
  range.collapse(true);
  return range;
}
