/**
 * The part of Paged.js (npm `pagedjs`, plain JavaScript without types) the print view uses.
 * See its src/polyfill/previewer.js, src/modules/handler.js and src/utils/handlers.js.
 */
declare module 'pagedjs' {
  /** A stylesheet for `Previewer.preview`: its URL, or `{ [baseUrl]: cssText }`. */
  export type PagedStylesheet = string | Record<string, string>;

  export interface PagedFlow {
    /** How many pages the content took. */
    total: number;
    pages: unknown[];
  }

  export interface PagedChunker {
    source: DocumentFragment;
    pagesArea: HTMLElement;
    destroy(): void;
  }

  export interface PagedPolisher {
    destroy(): void;
  }

  export class Previewer {
    constructor(options?: Record<string, unknown>);
    chunker: PagedChunker;
    polisher: PagedPolisher;
    preview(
      content: DocumentFragment | Element | string,
      stylesheets: PagedStylesheet[],
      renderTo: HTMLElement,
    ): Promise<PagedFlow>;
  }

  /** A hook class: Paged.js calls the methods a subclass defines at each stage of the layout. */
  export class Handler {
    constructor(chunker: PagedChunker, polisher: PagedPolisher, caller: unknown);
  }

  export function registerHandlers(...handlers: (typeof Handler)[]): void;
}
