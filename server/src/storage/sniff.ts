import type { AttachmentMimeType } from '@koers/contract/constants';
import { compoundFileEntries, zipEntryNames, zipMimetypeEntry } from './containers.js';

/**
 * Content type from the first bytes of a file ("magic numbers"). Icons are accepted by what
 * they are, not by their name or the type the browser claims (SPEC §5: JPEG and PNG only).
 */
export function sniffMimeType(head: Uint8Array): string | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  if (starts(0x50, 0x4b, 0x03, 0x04)) return 'application/zip';
  return null;
}

/** What a file block may not hold: not one of the accepted types, or an Office file with macros. */
export type AttachmentRefusal = 'type' | 'macros';

const OPENDOCUMENT_TYPES: ReadonlySet<string> = new Set<AttachmentMimeType>([
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
]);

/** OOXML packages by the folder of their main part. */
const OOXML_FOLDERS: ReadonlyArray<[string, AttachmentMimeType]> = [
  ['word/', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['xl/', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['ppt/', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
];

/** Word, Excel and PowerPoint 97-2003 by the main stream of their compound file. */
const OLE2_STREAMS: ReadonlyArray<[string, AttachmentMimeType]> = [
  ['WordDocument', 'application/msword'],
  ['Workbook', 'application/vnd.ms-excel'],
  ['Book', 'application/vnd.ms-excel'], // Excel 5/95
  ['PowerPoint Document', 'application/vnd.ms-powerpoint'],
];

/**
 * The type of a file block's upload (ATTACHMENT_MIME_TYPES), from its content only: PDF, PNG,
 * JPEG, GIF, WebP, and Office documents recognised inside their container (a ZIP with
 * `[Content_Types].xml` and a `word/`, `xl/` or `ppt/` part; a ZIP whose first entry is an
 * OpenDocument `mimetype`; an OLE2 file with a Word, Excel or PowerPoint stream). A plain ZIP,
 * an OLE2 file of another kind (an installer, an Outlook message) and Office files that carry
 * macros (VBA, or Basic and scripts in OpenDocument) are refused.
 */
export function sniffAttachment(
  data: Buffer,
): { mimeType: AttachmentMimeType } | { refused: AttachmentRefusal } {
  const starts = (...bytes: number[]) => bytes.every((b, i) => data[i] === b);
  const ascii = (at: number, text: string) =>
    data.toString('latin1', at, at + text.length) === text;
  if (ascii(0, '%PDF-')) return { mimeType: 'application/pdf' };
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { mimeType: 'image/png' };
  if (starts(0xff, 0xd8, 0xff)) return { mimeType: 'image/jpeg' };
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return { mimeType: 'image/gif' };
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return { mimeType: 'image/webp' };

  if (starts(0x50, 0x4b, 0x03, 0x04)) {
    const names = zipEntryNames(data);
    if (!names) return { refused: 'type' };
    const opendocument = zipMimetypeEntry(data);
    if (opendocument !== null) {
      if (!OPENDOCUMENT_TYPES.has(opendocument)) return { refused: 'type' };
      if (names.some((name) => name.startsWith('Basic/') || name.startsWith('Scripts/'))) {
        return { refused: 'macros' };
      }
      return { mimeType: opendocument as AttachmentMimeType };
    }
    if (!names.includes('[Content_Types].xml')) return { refused: 'type' };
    const found = OOXML_FOLDERS.find(([folder]) => names.some((name) => name.startsWith(folder)));
    if (!found) return { refused: 'type' };
    if (names.some((name) => name.toLowerCase().endsWith('vbaproject.bin'))) {
      return { refused: 'macros' };
    }
    return { mimeType: found[1] };
  }

  if (starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) {
    const names = compoundFileEntries(data);
    const found = names && OLE2_STREAMS.find(([stream]) => names.includes(stream));
    if (!found) return { refused: 'type' };
    // Word keeps VBA in a `Macros` storage, Excel in `_VBA_PROJECT_CUR`.
    if (names.includes('Macros') || names.includes('_VBA_PROJECT_CUR')) {
      return { refused: 'macros' };
    }
    return { mimeType: found[1] };
  }
  return { refused: 'type' };
}

/** Types served inline (shown in the browser); everything else is served as a download. */
export const INLINE_MIME_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
]);
