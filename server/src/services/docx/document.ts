import type { Block, ContactBlockContent, FileBlockContent } from '@koers/contract';
import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  Footer,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  SectionType,
  TableOfContents,
  TextRun,
  VerticalAlignSection,
  type ILevelsOptions,
  type ParagraphChild,
} from 'docx';
import type { Locale } from '../../lib/messages.js';
import { htmlToDocx, LIST_INDENT, LIST_NUMBERING, type DocxBlock } from './html.js';
import { exportTexts, type ExportTexts } from './texts.js';

/** What the Word file of a document is made of. */
export interface DocumentExport {
  name: string;
  /** The school's or board's name; null for the Koers template. */
  contextName: string | null;
  /** The board of a school document's school, when it has one. */
  boardName: string | null;
  /** The school year of a jaarplan (`2026-2027`). */
  periodName: string | null;
  /** ISO timestamp of the last save. */
  updatedAt: string;
  /** The blocks in document order. */
  blocks: readonly Pick<Block, 'id' | 'type' | 'content'>[];
  /** The document's address in the app (`https://koers.example/document/7`). */
  url: string;
  /** The language of the words the export adds (the plan's own text is as written). */
  locale: Locale;
}

// A4 with 2 cm margins, in twips (1/1440 inch; 1 cm = 567 twips).
const PAGE = { width: 11_906, height: 16_838, margin: 1_134 };
const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;

/**
 * Heading numbers as the app shows them (@koers/ui `numberHeadings`, SPEC §2): h1 as `1.`, `2.`;
 * h2 as `1.1.`, `1.2.`, restarting under each h1; an h2 before any h1 as `0.1.`.
 */
export function headingNumbers(blocks: readonly Pick<Block, 'id' | 'type'>[]): Map<number, string> {
  const numbers = new Map<number, string>();
  let h1 = 0;
  let h2 = 0;
  for (const block of blocks) {
    if (block.type === 'h1') {
      h1 += 1;
      h2 = 0;
      numbers.set(block.id, `${h1}.`);
    } else if (block.type === 'h2') {
      h2 += 1;
      numbers.set(block.id, `${h1}.${h2}.`);
    }
  }
  return numbers;
}

const BULLETS = ['•', '◦', '▪'];
const ORDERED = [LevelFormat.DECIMAL, LevelFormat.LOWER_LETTER, LevelFormat.LOWER_ROMAN] as const;

function listLevels(kind: 'bullet' | 'ordered'): ILevelsOptions[] {
  return Array.from({ length: 9 }, (_, level) => ({
    level,
    format: kind === 'bullet' ? LevelFormat.BULLET : ORDERED[level % 3]!,
    text: kind === 'bullet' ? BULLETS[level % 3]! : `%${level + 1}.`,
    alignment: AlignmentType.LEFT,
    style: {
      paragraph: { indent: { left: LIST_INDENT * (level + 2), hanging: LIST_INDENT } },
    },
  }));
}

/** The bullets and numbers of the lists in body text (html.ts refers to them by reference). */
export const LIST_DEFINITIONS = {
  config: [
    { reference: LIST_NUMBERING.bullet, levels: listLevels('bullet') },
    { reference: LIST_NUMBERING.ordered, levels: listLevels('ordered') },
  ],
};

const asObject = <T>(content: Block['content']): Partial<T> =>
  typeof content === 'object' && content !== null ? (content as unknown as Partial<T>) : {};

function link(text: string, target: string): ExternalHyperlink {
  return new ExternalHyperlink({
    link: target,
    children: [new TextRun({ text, style: 'Hyperlink' })],
  });
}

/** An attachment: its name, linked to its place in the plan in the app (where it can be opened). */
function fileParagraph(
  block: Pick<Block, 'id' | 'content'>,
  doc: DocumentExport,
  t: ExportTexts,
): Paragraph {
  const file = asObject<FileBlockContent>(block.content);
  const name = file.name ?? '';
  const children: ParagraphChild[] = [new TextRun({ text: `${t.attachment}: `, bold: true })];
  // A file that is gone has no place to open it; its name stays, as on screen.
  children.push(file.file_id ? link(name, `${doc.url}#block-${block.id}`) : new TextRun(name));
  return new Paragraph({ style: 'Attachment', keepLines: true, children });
}

/** A contact: name, function and organisation, and the addresses to reach them. */
function contactParagraphs(block: Pick<Block, 'content'>, t: ExportTexts): Paragraph[] {
  const contact = asObject<ContactBlockContent>(block.content);
  const lines: ParagraphChild[][] = [[new TextRun({ text: contact.name ?? '', bold: true })]];
  const about = [contact.function, contact.organisation_name].filter((v): v is string => !!v);
  if (about.length > 0) lines.push([new TextRun(about.join(', '))]);
  if (contact.email)
    lines.push([new TextRun(`${t.email}: `), link(contact.email, `mailto:${contact.email}`)]);
  if (contact.phone) {
    const dial = contact.phone.replace(/[^\d+]/g, '');
    lines.push([
      new TextRun(`${t.phone}: `),
      dial ? link(contact.phone, `tel:${dial}`) : new TextRun(contact.phone),
    ]);
  }
  // The lines of one contact stay on one page, like the card on screen.
  return lines.map(
    (children, index) =>
      new Paragraph({
        style: 'Contact',
        keepNext: index < lines.length - 1,
        keepLines: true,
        children,
      }),
  );
}

/** The blocks as Word content; with `newPage`, the first one starts a page. */
function contentOf(doc: DocumentExport, t: ExportTexts, newPage: boolean): DocxBlock[] {
  const numbers = headingNumbers(doc.blocks);
  let listInstance = 0;
  const htmlOptions = {
    baseUrl: doc.url,
    nextListInstance: () => (listInstance += 1),
    textWidth: TEXT_WIDTH,
  };
  const out: DocxBlock[] = [];
  const startsWithHeading = doc.blocks[0]?.type === 'h1' || doc.blocks[0]?.type === 'h2';
  if (newPage && !startsWithHeading) out.push(new Paragraph({ pageBreakBefore: true }));
  for (const [index, block] of doc.blocks.entries()) {
    switch (block.type) {
      case 'h1':
      case 'h2':
        out.push(
          new Paragraph({
            heading: block.type === 'h1' ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2,
            pageBreakBefore: newPage && index === 0 ? true : undefined,
            children: [new TextRun(`${numbers.get(block.id)} ${String(block.content)}`)],
          }),
        );
        break;
      case 'file':
        out.push(fileParagraph(block, doc, t));
        break;
      case 'contact':
        out.push(...contactParagraphs(block, t));
        break;
      default:
        // body, and the text-like types SPEC §3 reads as body.
        if (typeof block.content === 'string') out.push(...htmlToDocx(block.content, htmlOptions));
    }
  }
  return out;
}

function titlePage(doc: DocumentExport, t: ExportTexts): Paragraph[] {
  const lines: Paragraph[] = [
    new Paragraph({ style: 'Owner', children: [new TextRun(doc.contextName ?? t.product)] }),
  ];
  if (doc.boardName)
    lines.push(new Paragraph({ style: 'Board', children: [new TextRun(doc.boardName)] }));
  lines.push(new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(doc.name)] }));
  if (doc.periodName)
    lines.push(
      new Paragraph({
        style: 'Subtitle',
        children: [new TextRun(`${t.schoolYear} ${doc.periodName}`)],
      }),
    );
  lines.push(
    new Paragraph({ style: 'Note', children: [new TextRun(t.lastChanged(doc.updatedAt))] }),
  );
  return lines;
}

const HEADING = { font: 'Calibri', color: '1F3864', bold: true } as const;

/**
 * A plan document as a Word file (.docx): a title page with the school or board and the
 * document's name, a table of contents of its numbered headings (Word's own, which Word can
 * update), then the blocks, with `<name> — pagina X van Y` at the foot of every page after the
 * title page. See README.md beside this file for what goes in and what is left out.
 */
export function buildDocx(doc: DocumentExport): Document {
  const t = exportTexts(doc.locale);
  // Without headings there is no table of contents, and the text starts after the title page.
  const hasHeadings = doc.blocks.some((b) => b.type === 'h1' || b.type === 'h2');
  const content = contentOf(doc, t, hasHeadings);
  const page = {
    size: { width: PAGE.width, height: PAGE.height },
    margin: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
  };
  const footer = new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        style: 'Footer',
        children: [
          new TextRun({
            children: [
              `${doc.name} — ${t.page} `,
              PageNumber.CURRENT,
              ` ${t.of} `,
              PageNumber.TOTAL_PAGES_IN_SECTION,
            ],
          }),
        ],
      }),
    ],
  });
  return new Document({
    title: doc.name,
    creator: doc.contextName ?? t.product,
    // Otherwise docx writes "Un-named" in Word's document properties.
    lastModifiedBy: t.product,
    description: [doc.contextName, doc.boardName].filter(Boolean).join(', '),
    // The table of contents is written with its entries; Word fills in their page numbers when
    // it opens the file (it asks first). Working them out here (docx/layout) took seconds for a
    // long plan: too slow for a download.
    features: { updateFields: true },
    styles: {
      default: {
        document: {
          run: { font: 'Calibri', size: 22, language: { value: 'nl-NL' } },
          paragraph: { spacing: { after: 120, line: 276 } },
        },
        title: {
          run: { ...HEADING, size: 56 },
          paragraph: { spacing: { before: 240, after: 240 } },
        },
        heading1: {
          run: { ...HEADING, size: 32 },
          paragraph: { spacing: { before: 360, after: 120 }, keepNext: true, keepLines: true },
        },
        heading2: {
          run: { ...HEADING, size: 26 },
          paragraph: { spacing: { before: 240, after: 80 }, keepNext: true, keepLines: true },
        },
        heading3: {
          run: { ...HEADING, size: 24 },
          paragraph: { spacing: { before: 200, after: 60 }, keepNext: true, keepLines: true },
        },
        heading4: {
          run: { ...HEADING, size: 22, italics: true },
          paragraph: { spacing: { before: 160, after: 40 }, keepNext: true, keepLines: true },
        },
        hyperlink: { run: { color: '0563C1', underline: {} } },
      },
      paragraphStyles: [
        { id: 'Owner', name: 'Owner', basedOn: 'Normal', run: { ...HEADING, size: 36 } },
        { id: 'Board', name: 'Board', basedOn: 'Normal', run: { size: 26, color: '404040' } },
        { id: 'Subtitle', name: 'Subtitle', basedOn: 'Normal', run: { size: 28, color: '404040' } },
        { id: 'Note', name: 'Note', basedOn: 'Normal', run: { size: 20, color: '595959' } },
        {
          id: 'ContentsHeading',
          name: 'TOC Heading',
          basedOn: 'Normal',
          next: 'Normal',
          run: { ...HEADING, size: 32 },
          paragraph: { spacing: { after: 240 } },
        },
        {
          id: 'Quote',
          name: 'Quote',
          basedOn: 'Normal',
          run: { italics: true, color: '404040' },
          paragraph: { indent: { left: 567 } },
        },
        {
          id: 'Attachment',
          name: 'Attachment',
          basedOn: 'Normal',
          paragraph: { spacing: { before: 120, after: 120 } },
        },
        {
          id: 'Contact',
          name: 'Contact',
          basedOn: 'Normal',
          paragraph: { indent: { left: 284 }, spacing: { after: 0 } },
        },
        { id: 'Footer', name: 'footer', basedOn: 'Normal', run: { size: 18, color: '595959' } },
      ],
    },
    numbering: LIST_DEFINITIONS,
    sections: [
      {
        properties: { page, verticalAlign: VerticalAlignSection.CENTER },
        children: titlePage(doc, t),
      },
      {
        properties: {
          type: SectionType.NEXT_PAGE,
          page: { ...page, pageNumbers: { start: 1 } },
        },
        footers: { default: footer },
        children: [
          ...(hasHeadings
            ? [
                new Paragraph({ style: 'ContentsHeading', children: [new TextRun(t.contents)] }),
                new TableOfContents(t.contents, { hyperlink: true, headingStyleRange: '1-2' }),
              ]
            : []),
          ...content,
        ],
      },
    ],
  });
}

/** The Word file's bytes. */
export function docxBuffer(doc: DocumentExport): Promise<Buffer> {
  return Packer.toBuffer(buildDocx(doc));
}
