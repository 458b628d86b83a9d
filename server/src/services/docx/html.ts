import {
  BorderStyle,
  ExternalHyperlink,
  HeadingLevel,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type IParagraphOptions,
  type ParagraphChild,
} from 'docx';
import { DomUtils, parseDocument } from 'htmlparser2';

type DomNode = ReturnType<typeof parseDocument>['children'][number];
type DomElement = Extract<DomNode, { name: string; attribs: Record<string, string> }>;

/** The numbering definitions the mapper's lists refer to (document.ts defines them). */
export const LIST_NUMBERING = { bullet: 'koers-bullet', ordered: 'koers-ordered' } as const;
/** Word has nine list levels; deeper lists stay on the last. */
const MAX_LIST_LEVEL = 8;
/** The indent of one list level, in twips (a quarter inch). */
export const LIST_INDENT = 360;

export interface HtmlToDocxOptions {
  /**
   * Where relative links point from: the document's own address in the app
   * (`https://koers.example/document/7`), so `#block-12` and `/document/3` work outside the app.
   */
  baseUrl: string;
  /** A fresh numbering instance for each ordered list, so every list starts at 1 again. */
  nextListInstance: () => number;
  /** The width of the text, in twips: tables are given columns that fill it. */
  textWidth: number;
}

/** The inline formatting in force at a point of the text. */
interface Format {
  bold?: boolean;
  italics?: boolean;
  underline?: boolean;
  strike?: boolean;
  subScript?: boolean;
  superScript?: boolean;
  code?: boolean;
}

/** A piece of inline content before it becomes runs: text, or a line break. */
interface Segment {
  text: string;
  format: Format;
  link: string | null;
  lineBreak?: boolean;
}

/** What a paragraph made at this point of the tree gets: its style, or its place in a list. */
interface BlockContext {
  style?: string;
  /** Inside a list item: the item's first paragraph carries its bullet or number. */
  item?: { numbering: NonNullable<IParagraphOptions['numbering']>; level: number; used: boolean };
  /** Inside a table's header cell. */
  header?: boolean;
}

export type DocxBlock = Paragraph | Table;

const INLINE_FORMAT: Record<string, Format> = {
  strong: { bold: true },
  b: { bold: true },
  em: { italics: true },
  i: { italics: true },
  u: { underline: true },
  s: { strike: true },
  sub: { subScript: true },
  sup: { superScript: true },
  code: { code: true },
};

const BLOCK_TAGS = new Set(['p', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'pre', 'hr', 'table']);

const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** A link's target outside the app: absolute, of a scheme a link may have, or null (plain text). */
function linkTarget(href: string | undefined, baseUrl: string): string | null {
  if (!href) return null;
  try {
    const url = new URL(href, baseUrl);
    return LINK_SCHEMES.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

const isElement = (node: DomNode): node is DomElement => DomUtils.isTag(node);

/** The inline content of nodes as segments, whitespace collapsed as a browser shows it. */
function segmentsOf(
  nodes: readonly DomNode[],
  format: Format,
  link: string | null,
  options: HtmlToDocxOptions,
  preformatted = false,
): Segment[] {
  const out: Segment[] = [];
  for (const node of nodes) {
    if (DomUtils.isText(node)) {
      if (preformatted) {
        node.data.split('\n').forEach((line, index) => {
          if (index > 0) out.push({ text: '', format, link, lineBreak: true });
          if (line) out.push({ text: line, format, link });
        });
      } else {
        const text = node.data.replace(/\s+/g, ' ');
        if (text) out.push({ text, format, link });
      }
      continue;
    }
    if (!isElement(node)) continue;
    if (node.name === 'br') {
      out.push({ text: '', format, link, lineBreak: true });
      continue;
    }
    const next = { ...format, ...INLINE_FORMAT[node.name] };
    const target = node.name === 'a' ? linkTarget(node.attribs.href, options.baseUrl) : link;
    out.push(...segmentsOf(node.children, next, target ?? link, options, preformatted));
  }
  return out;
}

/** Drops the spaces at the start and end of a paragraph and doubled spaces between pieces. */
function trimSegments(segments: Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const segment of segments) {
    if (segment.lineBreak) {
      const last = out.at(-1);
      if (last && !last.lineBreak) last.text = last.text.replace(/ $/, '');
      out.push({ ...segment });
      continue;
    }
    const last = out.at(-1);
    let text = segment.text;
    if (!last || last.lineBreak || last.text.endsWith(' ')) text = text.replace(/^ /, '');
    if (text) out.push({ ...segment, text });
  }
  while (out.length > 0) {
    const last = out.at(-1)!;
    if (last.lineBreak) {
      out.pop();
      continue;
    }
    last.text = last.text.replace(/ $/, '');
    if (last.text) break;
    out.pop();
  }
  return out;
}

function run(segment: Segment, extra: Format): TextRun {
  const f = { ...segment.format, ...extra };
  if (segment.lineBreak) return new TextRun({ break: 1 });
  return new TextRun({
    text: segment.text,
    bold: f.bold,
    italics: f.italics,
    underline: f.underline ? {} : undefined,
    strike: f.strike,
    subScript: f.subScript,
    superScript: f.superScript,
    font: f.code ? 'Consolas' : undefined,
    style: segment.link ? 'Hyperlink' : undefined,
  });
}

/** Runs from segments; neighbouring segments of one link become one hyperlink. */
export function runsOf(segments: Segment[], extra: Format = {}): ParagraphChild[] {
  const children: ParagraphChild[] = [];
  let index = 0;
  while (index < segments.length) {
    const segment = segments[index]!;
    if (!segment.link) {
      children.push(run(segment, extra));
      index += 1;
      continue;
    }
    const link = segment.link;
    const runs: TextRun[] = [];
    while (index < segments.length && segments[index]!.link === link) {
      runs.push(run(segments[index]!, extra));
      index += 1;
    }
    children.push(new ExternalHyperlink({ link, children: runs }));
  }
  return children;
}

function paragraph(
  segments: Segment[],
  context: BlockContext,
  own: Partial<IParagraphOptions> = {},
): Paragraph {
  const options: IParagraphOptions = {
    ...own,
    style: own.style ?? context.style,
    children: runsOf(segments, context.header ? { bold: true } : {}),
  };
  const item = context.item;
  if (!item) return new Paragraph(options);
  if (!item.used) {
    item.used = true;
    return new Paragraph({ ...options, numbering: item.numbering });
  }
  // Further paragraphs of the same item line up with its text, without a bullet of their own.
  return new Paragraph({
    ...options,
    indent: { left: LIST_INDENT * (item.level + 2) },
  });
}

function listBlocks(list: DomElement, level: number, options: HtmlToDocxOptions): DocxBlock[] {
  const ordered = list.name === 'ol';
  // One instance per ordered list: each starts at 1; bullets have nothing to count.
  const instance = ordered ? options.nextListInstance() : 0;
  const out: DocxBlock[] = [];
  for (const child of list.children) {
    if (!isElement(child)) continue;
    if (child.name === 'ul' || child.name === 'ol') {
      // A list directly inside a list (not in an item) goes one level deeper, as browsers show it.
      out.push(...listBlocks(child, Math.min(level + 1, MAX_LIST_LEVEL), options));
      continue;
    }
    if (child.name !== 'li') continue;
    const item = {
      numbering: {
        reference: ordered ? LIST_NUMBERING.ordered : LIST_NUMBERING.bullet,
        level,
        instance,
      },
      level,
      used: false,
    };
    const blocks = blocksOf(child.children, { item }, options, level);
    // An empty item still shows its bullet or number.
    if (!item.used) blocks.unshift(paragraph([], { item }));
    out.push(...blocks);
  }
  return out;
}

function rowsOf(table: DomElement): { row: DomElement; header: boolean }[] {
  const rows: { row: DomElement; header: boolean }[] = [];
  const visit = (node: DomElement, inHead: boolean) => {
    for (const child of node.children) {
      if (!isElement(child)) continue;
      if (child.name === 'tr') rows.push({ row: child, header: inHead });
      else if (child.name === 'thead' || child.name === 'tbody' || child.name === 'tfoot')
        visit(child, child.name === 'thead');
    }
  };
  visit(table, false);
  // Without a <thead>, a first row of header cells only is the header.
  if (rows.length > 0 && !rows.some((r) => r.header)) {
    const cells = rows[0]!.row.children.filter(isElement);
    if (cells.length > 0 && cells.every((c) => c.name === 'th')) rows[0]!.header = true;
  }
  // Word repeats only header rows at the top of the table.
  let top = true;
  for (const r of rows) {
    if (!r.header) top = false;
    else if (!top) r.header = false;
  }
  return rows;
}

const spanOf = (value: string | undefined): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n > 1 ? Math.min(n, 63) : undefined;
};

function tableOf(table: DomElement, options: HtmlToDocxOptions): Table | null {
  const rows = rowsOf(table);
  if (rows.length === 0) return null;
  const columns = Math.max(
    1,
    ...rows.map(({ row }) =>
      row.children
        .filter(isElement)
        .filter((c) => c.name === 'td' || c.name === 'th')
        .reduce((sum, c) => sum + (spanOf(c.attribs.colspan) ?? 1), 0),
    ),
  );
  const columnWidth = Math.floor(options.textWidth / columns);
  return new Table({
    width: { size: columnWidth * columns, type: WidthType.DXA },
    columnWidths: Array.from({ length: columns }, () => columnWidth),
    rows: rows.map(
      ({ row, header }) =>
        new TableRow({
          tableHeader: header || undefined,
          // A row is not cut in two at a page break.
          cantSplit: true,
          children: row.children
            .filter(isElement)
            .filter((c) => c.name === 'td' || c.name === 'th')
            .map((cell) => {
              const blocks = blocksOf(cell.children, { header: cell.name === 'th' }, options, 0);
              return new TableCell({
                columnSpan: spanOf(cell.attribs.colspan),
                rowSpan: spanOf(cell.attribs.rowspan),
                // A cell holds at least one paragraph (Word's rule).
                children: blocks.length > 0 ? blocks : [new Paragraph({})],
              });
            }),
        }),
    ),
  });
}

/** Block-level content: paragraphs, headings, lists, quotes, code, rules and tables. */
function blocksOf(
  nodes: readonly DomNode[],
  context: BlockContext,
  options: HtmlToDocxOptions,
  listLevel: number,
): DocxBlock[] {
  const out: DocxBlock[] = [];
  let pending: DomNode[] = [];
  const flush = () => {
    const segments = trimSegments(segmentsOf(pending, {}, null, options));
    pending = [];
    if (segments.length > 0) out.push(paragraph(segments, context));
  };
  for (const node of nodes) {
    if (!isElement(node) || !BLOCK_TAGS.has(node.name)) {
      pending.push(node);
      continue;
    }
    flush();
    switch (node.name) {
      case 'p':
      case 'li': {
        const nested = node.children.some((c) => isElement(c) && BLOCK_TAGS.has(c.name));
        if (nested) {
          out.push(...blocksOf(node.children, context, options, listLevel));
          break;
        }
        const segments = trimSegments(segmentsOf(node.children, {}, null, options));
        // An empty paragraph has no height in the browser either.
        if (segments.length > 0) out.push(paragraph(segments, context));
        break;
      }
      case 'h3':
      case 'h4':
        out.push(
          paragraph(trimSegments(segmentsOf(node.children, {}, null, options)), context, {
            heading: node.name === 'h3' ? HeadingLevel.HEADING_3 : HeadingLevel.HEADING_4,
          }),
        );
        break;
      case 'ul':
      case 'ol':
        out.push(
          ...listBlocks(
            node,
            context.item ? Math.min(listLevel + 1, MAX_LIST_LEVEL) : listLevel,
            options,
          ),
        );
        break;
      case 'blockquote':
        out.push(...blocksOf(node.children, { ...context, style: 'Quote' }, options, listLevel));
        break;
      case 'pre': {
        const segments = segmentsOf(node.children, { code: true }, null, options, true);
        out.push(paragraph(segments, context));
        break;
      }
      case 'hr':
        out.push(
          new Paragraph({
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: 'auto', space: 1 } },
          }),
        );
        break;
      case 'table': {
        const table = tableOf(node, options);
        if (table) out.push(table);
        break;
      }
    }
  }
  flush();
  return out;
}

/**
 * A body block's stored HTML (sanitized by services/sanitize.ts to the contract's RICH_TEXT) as
 * Word paragraphs and tables. Tags outside RICH_TEXT cannot occur; any that did would be read
 * for their text.
 */
export function htmlToDocx(html: string, options: HtmlToDocxOptions): DocxBlock[] {
  return blocksOf(parseDocument(html).children, {}, options, 0);
}
