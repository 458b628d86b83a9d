/**
 * Small but well-formed files of the kinds a file block accepts, built the way their formats
 * lay them out: ZIP archives (OOXML, OpenDocument) and OLE2 compound files (Office 97-2003).
 * The entries are what the server looks at; their contents are placeholders.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A ZIP archive of uncompressed entries, in the given order. */
export function zip(entries: Array<[name: string, content: string | Buffer]>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

/** An OOXML package: `[Content_Types].xml`, `_rels/.rels` and the given parts. */
export const ooxml = (...parts: string[]): Buffer =>
  zip([
    ['[Content_Types].xml', CONTENT_TYPES],
    ['_rels/.rels', '<Relationships/>'],
    ...parts.map((part): [string, string] => [part, '<xml/>']),
  ]);

export const docx = () => ooxml('docProps/core.xml', 'word/document.xml', 'word/styles.xml');
export const xlsx = () => ooxml('xl/workbook.xml', 'xl/worksheets/sheet1.xml');
export const pptx = () => ooxml('ppt/presentation.xml', 'ppt/slides/slide1.xml');

/** An OpenDocument package: the uncompressed `mimetype` entry first, then the given entries. */
export const opendocument = (kind: string, ...more: string[]): Buffer =>
  zip([
    ['mimetype', `application/vnd.oasis.opendocument.${kind}`],
    ['content.xml', '<office:document-content/>'],
    ['META-INF/manifest.xml', '<manifest:manifest/>'],
    ...more.map((name): [string, string] => [name, '<xml/>']),
  ]);

/**
 * An OLE2 compound file (version 3, 512-byte sectors) whose root holds the given (empty)
 * streams: a FAT sector, then the directory over as many sectors as it needs.
 */
export function compoundFile(streams: string[]): Buffer {
  const SECTOR = 512;
  const FREE = 0xffffffff;
  const END = 0xfffffffe;
  const entries = ['Root Entry', ...streams];
  const directorySectors = Math.ceil(entries.length / 4);
  const header = Buffer.alloc(SECTOR);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c); // one FAT sector
  header.writeUInt32LE(1, 0x30); // the directory starts at sector 1
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(END, 0x3c);
  header.writeUInt32LE(END, 0x44);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : FREE, 0x4c + 4 * i);

  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // sector 0 is the FAT
  for (let s = 1; s <= directorySectors; s++) {
    fat.writeUInt32LE(s === directorySectors ? END : s + 1, 4 * s);
  }

  const directory = Buffer.alloc(directorySectors * SECTOR);
  for (let i = 0; i < directorySectors * 4; i++) {
    const at = i * 128;
    directory.writeUInt32LE(FREE, at + 0x44);
    directory.writeUInt32LE(FREE, at + 0x48);
    directory.writeUInt32LE(FREE, at + 0x4c);
    const name = entries[i];
    if (name === undefined) continue;
    const utf16 = Buffer.from(`${name}\0`, 'utf16le');
    utf16.copy(directory, at);
    directory.writeUInt16LE(utf16.length, at + 0x40);
    directory[at + 0x42] = i === 0 ? 5 : 2; // root storage, or a stream
    directory[at + 0x43] = 1; // black
    // The root's children as a chain of right siblings: a valid, if unbalanced, tree.
    if (i === 0 && entries.length > 1) directory.writeUInt32LE(1, at + 0x4c);
    if (i > 0 && i + 1 < entries.length) directory.writeUInt32LE(i + 1, at + 0x48);
    directory.writeUInt32LE(END, at + 0x74);
  }
  return Buffer.concat([header, fat, directory]);
}

export const doc = () => compoundFile(['\x01CompObj', 'WordDocument', '1Table']);
export const xls = () => compoundFile(['\x05SummaryInformation', 'Workbook']);
export const ppt = () => compoundFile(['Current User', 'PowerPoint Document', 'Pictures']);

/** A lossless WebP of one pixel. */
export const webp = () => Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/** A GIF89a of one pixel. */
export const gif = () =>
  Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
