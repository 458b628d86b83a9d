/**
 * Just enough of the two container formats Office documents come in to tell what a file is:
 * the entry names of a ZIP archive (OOXML, OpenDocument) and the top-level entry names of an
 * OLE2 compound file (Word, Excel and PowerPoint 97-2003). Nothing is decompressed or run; a
 * container that cannot be read answers null, and the caller refuses it.
 */

const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;

/** The names of a ZIP archive's entries, from its central directory; null when unreadable. */
export function zipEntryNames(data: Buffer): string[] | null {
  // The end-of-directory record is the last 22 bytes, before a comment of up to 65,535 bytes.
  let end = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 22 - 0xffff); i--) {
    if (data.readUInt32LE(i) === ZIP_END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = data.readUInt16LE(end + 10);
  const size = data.readUInt32LE(end + 12);
  const offset = data.readUInt32LE(end + 16);
  // Zip64 (marked by all-ones fields) is not needed below the upload limit.
  if (count === 0xffff || offset === 0xffffffff || offset + size > end) return null;
  const names: string[] = [];
  let at = offset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || data.readUInt32LE(at) !== ZIP_CENTRAL_HEADER) return null;
    const nameLength = data.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    if (next > end) return null;
    names.push(data.toString('utf8', at + 46, at + 46 + nameLength));
    at = next;
  }
  return names;
}

/**
 * The content of a ZIP archive's first entry when it is an uncompressed `mimetype`, as
 * OpenDocument requires (ODF 1.2 part 3, §3.3); otherwise null.
 */
export function zipMimetypeEntry(data: Buffer): string | null {
  if (data.length < 30 || data.readUInt32LE(0) !== ZIP_LOCAL_HEADER) return null;
  const method = data.readUInt16LE(8);
  const size = data.readUInt32LE(18);
  const nameLength = data.readUInt16LE(26);
  const start = 30 + nameLength + data.readUInt16LE(28);
  if (method !== 0 || size > 200 || start + size > data.length) return null;
  if (data.toString('latin1', 30, 30 + nameLength) !== 'mimetype') return null;
  return data.toString('latin1', start, start + size);
}

const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const NO_SECTOR = 0xfffffffa; // and above: free, end of chain, FAT or DIFAT sector
const NO_ENTRY = 0xffffffff;

/**
 * The names of the streams and storages directly under the root of an OLE2 compound file
 * ([MS-CFB]), e.g. `WordDocument`, `Workbook` or `PowerPoint Document`; null when unreadable.
 */
export function compoundFileEntries(data: Buffer): string[] | null {
  if (data.length < 512 || !data.subarray(0, 8).equals(OLE2_SIGNATURE)) return null;
  const shift = data.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return null;
  const sectorSize = 1 << shift;
  const sectors = Math.ceil(data.length / sectorSize) - 1;
  const sectorStart = (n: number) => (n + 1) * sectorSize;
  const valid = (n: number) => n < NO_SECTOR && n < sectors;

  // The FAT's own sectors: 109 listed in the header, the rest in a chain of DIFAT sectors.
  const fatSectorCount = data.readUInt32LE(0x2c);
  if (fatSectorCount > sectors) return null;
  const fatSectors: number[] = [];
  for (let i = 0; i < Math.min(109, fatSectorCount); i++) {
    fatSectors.push(data.readUInt32LE(0x4c + 4 * i));
  }
  let difat = data.readUInt32LE(0x44);
  for (let hops = 0; fatSectors.length < fatSectorCount && valid(difat); hops++) {
    if (hops > sectors) return null;
    const start = sectorStart(difat);
    const perSector = sectorSize / 4 - 1;
    for (let i = 0; i < perSector && fatSectors.length < fatSectorCount; i++) {
      if (start + 4 * i + 4 > data.length) return null;
      fatSectors.push(data.readUInt32LE(start + 4 * i));
    }
    if (start + sectorSize > data.length) return null;
    difat = data.readUInt32LE(start + sectorSize - 4);
  }
  const perFatSector = sectorSize / 4;
  const nextSector = (n: number): number => {
    const fatSector = fatSectors[Math.floor(n / perFatSector)];
    if (fatSector === undefined || !valid(fatSector)) return NO_ENTRY;
    const at = sectorStart(fatSector) + 4 * (n % perFatSector);
    return at + 4 <= data.length ? data.readUInt32LE(at) : NO_ENTRY;
  };

  // The directory: a chain of sectors of 128-byte entries; entry 0 is the root.
  const chain: number[] = [];
  for (let n = data.readUInt32LE(0x30); valid(n); n = nextSector(n)) {
    if (chain.length > sectors) return null; // a loop
    chain.push(n);
  }
  const perDirectorySector = sectorSize / 128;
  const entryStart = (id: number): number | null => {
    const sector = chain[Math.floor(id / perDirectorySector)];
    if (sector === undefined) return null;
    const at = sectorStart(sector) + 128 * (id % perDirectorySector);
    return at + 128 <= data.length ? at : null;
  };
  const root = entryStart(0);
  if (root === null || data[root + 0x42] !== 5) return null;

  // The root's children form a red-black tree through the left and right sibling ids.
  const names: string[] = [];
  const seen = new Set<number>();
  const pending = [data.readUInt32LE(root + 0x4c)];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (id === NO_ENTRY) continue;
    if (seen.has(id)) return null;
    seen.add(id);
    const at = entryStart(id);
    if (at === null) return null;
    const nameBytes = data.readUInt16LE(at + 0x40);
    if (nameBytes < 2 || nameBytes > 64) return null;
    names.push(data.toString('utf16le', at, at + nameBytes - 2));
    pending.push(data.readUInt32LE(at + 0x44), data.readUInt32LE(at + 0x48));
  }
  return names;
}
