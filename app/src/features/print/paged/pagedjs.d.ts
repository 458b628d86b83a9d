/**
 * The part of Paged.js (npm `pagedjs`, plain JavaScript without types) the print view uses.
 * See its src/polyfill/previewer.js, src/polisher/polisher.js, src/modules/handler.js and
 * src/utils/handlers.js.
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

  /** Turns stylesheets into rules for the pages and adds them to the document's head. */
  export class Polisher {
    /** With `false`, `setup` is left to the caller (`Previewer.preview` calls it). */
    constructor(setup?: boolean);
    /** The <style> element of Paged.js's base rules. */
    base: HTMLStyleElement;
    /** The <style> element whose sheet the handlers add rules to. */
    styleEl: HTMLStyleElement;
    styleSheet: CSSStyleSheet;
    /** The <style> elements `insert` added (`destroy` removes them and `styleEl`). */
    inserted: HTMLStyleElement[];
    /** Adds the base rules and `styleEl` to the head. */
    setup(): CSSStyleSheet;
    /** Adds a <style> element with `text` to the head. */
    insert(text: string): HTMLStyleElement;
    destroy(): void;
  }

  export class Previewer {
    constructor(options?: Record<string, unknown>);
    chunker: PagedChunker;
    polisher: Polisher;
    preview(
      content: DocumentFragment | Element | string,
      stylesheets: PagedStylesheet[],
      renderTo: HTMLElement,
    ): Promise<PagedFlow>;
  }

  /** A hook class: Paged.js calls the methods a subclass defines at each stage of the layout. */
  export class Handler {
    constructor(chunker: PagedChunker, polisher: Polisher, caller: unknown);
  }

  export function registerHandlers(...handlers: (typeof Handler)[]): void;
}

/** Paged.js's base rules (the page boxes, margins and marks), as text. */
declare module 'pagedjs/src/polisher/base.js' {
  const css: string;
  export default css;
}
