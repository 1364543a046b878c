/**
 * Renames an sfnt (TrueType or CFF-flavoured OpenType) by rewriting its `name` table: in the naming
 * records (family, subfamily-free names, unique id, full name, PostScript name, typographic and WWS
 * family, variations prefix) the font's own family name becomes `newFamily`, and any Reserved Font Name
 * left there becomes 'Trial'. Copyright, trademark and licence records keep their text. Table checksums
 * and head.checkSumAdjustment are recomputed. A CFF font keeps the FontName inside its CFF table:
 * systems list fonts by the `name` table.
 */

const NAMING_IDS = new Set([1, 3, 4, 6, 16, 18, 20, 21, 25]);
const POSTSCRIPT_IDS = new Set([6, 20, 25]);

interface NameRecord {
  platformId: number;
  encodingId: number;
  languageId: number;
  nameId: number;
  bytes: Uint8Array;
}

function isUtf16(record: Pick<NameRecord, 'platformId' | 'encodingId'>): boolean {
  return record.platformId === 0 || record.platformId === 3;
}

function decode(record: NameRecord): string {
  if (isUtf16(record)) {
    let text = '';
    for (let i = 0; i + 1 < record.bytes.length; i += 2) {
      text += String.fromCharCode((record.bytes[i] as number) * 256 + (record.bytes[i + 1] as number));
    }
    return text;
  }
  return String.fromCharCode(...record.bytes);
}

function encode(text: string, record: NameRecord): Uint8Array {
  if (isUtf16(record)) {
    const bytes = new Uint8Array(text.length * 2);
    for (let i = 0; i < text.length; i += 1) {
      const unit = text.charCodeAt(i);
      bytes[i * 2] = unit >> 8;
      bytes[i * 2 + 1] = unit & 0xff;
    }
    return bytes;
  }
  // Mac Roman records: keep them ASCII (our names are), replacing anything else.
  return Uint8Array.from(text, (char) => (char.charCodeAt(0) < 0x80 ? char.charCodeAt(0) : 0x3f));
}

function checksum(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let sum = 0;
  const whole = bytes.byteLength - (bytes.byteLength % 4);
  for (let i = 0; i < whole; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  if (whole < bytes.byteLength) {
    const tail = new Uint8Array(4);
    tail.set(bytes.subarray(whole));
    sum = (sum + new DataView(tail.buffer).getUint32(0)) >>> 0;
  }
  return sum;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The font's own family name: the typographic family (16), else the legacy family (1). */
function ownFamily(records: NameRecord[]): string | null {
  for (const id of [16, 1]) {
    const record =
      records.find((r) => r.nameId === id && r.platformId === 3 && r.languageId === 0x409) ??
      records.find((r) => r.nameId === id);
    if (record) return decode(record);
  }
  return null;
}

function parseNameTable(table: Uint8Array): NameRecord[] {
  const view = new DataView(table.buffer, table.byteOffset, table.byteLength);
  const count = view.getUint16(2);
  const stringOffset = view.getUint16(4);
  const records: NameRecord[] = [];
  for (let i = 0; i < count; i += 1) {
    const at = 6 + i * 12;
    const languageId = view.getUint16(at + 4);
    // Format 1 language-tag records (languageId ≥ 0x8000) are dropped with the tags they point at.
    if (languageId >= 0x8000) continue;
    const length = view.getUint16(at + 8);
    const offset = stringOffset + view.getUint16(at + 10);
    records.push({
      platformId: view.getUint16(at),
      encodingId: view.getUint16(at + 2),
      languageId,
      nameId: view.getUint16(at + 6),
      bytes: table.slice(offset, offset + length),
    });
  }
  return records;
}

function buildNameTable(records: NameRecord[]): Uint8Array {
  const sorted = [...records].sort(
    (a, b) =>
      a.platformId - b.platformId ||
      a.encodingId - b.encodingId ||
      a.languageId - b.languageId ||
      a.nameId - b.nameId,
  );
  const stringOffset = 6 + sorted.length * 12;
  const size = stringOffset + sorted.reduce((sum, r) => sum + r.bytes.length, 0);
  const table = new Uint8Array(size);
  const view = new DataView(table.buffer);
  view.setUint16(0, 0);
  view.setUint16(2, sorted.length);
  view.setUint16(4, stringOffset);
  let offset = 0;
  sorted.forEach((record, i) => {
    const at = 6 + i * 12;
    view.setUint16(at, record.platformId);
    view.setUint16(at + 2, record.encodingId);
    view.setUint16(at + 4, record.languageId);
    view.setUint16(at + 6, record.nameId);
    view.setUint16(at + 8, record.bytes.length);
    view.setUint16(at + 10, offset);
    table.set(record.bytes, stringOffset + offset);
    offset += record.bytes.length;
  });
  return table;
}

export interface RenameOptions {
  /** The new family name from the font's own: 'Inter Trial' for a trial, 'Inter Headline' for a customisation. */
  newFamily: (ownFamily: string) => string;
  /** An OFL Reserved Font Name that must not remain in any naming record. */
  reservedFontName: string | null;
  /**
   * Texts that replace every record of these name ids (e.g. 10 description, 13 licence, 14 licence
   * URL); an id the font lacks gets a Windows English record.
   */
  records?: Readonly<Record<number, string>>;
}

/** Replaces the records of each id in `texts`, adding a Windows (3, 1, 0x409) one where none exists. */
function writeRecords(records: NameRecord[], texts: Readonly<Record<number, string>>): NameRecord[] {
  const ids = new Set(Object.keys(texts).map(Number));
  const kept = records.filter((record) => !ids.has(record.nameId) || isUtf16(record));
  for (const record of kept) {
    const text = texts[record.nameId];
    if (text !== undefined) record.bytes = encode(text, record);
  }
  for (const id of ids) {
    if (kept.some((record) => record.nameId === id)) continue;
    const record: NameRecord = {
      platformId: 3,
      encodingId: 1,
      languageId: 0x409,
      nameId: id,
      bytes: new Uint8Array(),
    };
    record.bytes = encode(texts[id] ?? '', record);
    kept.push(record);
  }
  return kept;
}

/** The renamed sfnt; throws for anything that is not an sfnt with a name table. */
export function renameFont(font: Uint8Array, options: RenameOptions): Uint8Array {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const version = view.getUint32(0);
  if (version !== 0x00010000 && version !== 0x4f54544f && version !== 0x74727565)
    throw new Error('renameFont: not a TrueType/OpenType font');
  const numTables = view.getUint16(4);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 12 + i * 16;
    const tag = String.fromCharCode(...font.subarray(at, at + 4));
    const offset = view.getUint32(at + 8);
    const length = view.getUint32(at + 12);
    return { tag, offset, bytes: font.slice(offset, offset + length) as Uint8Array };
  });
  const name = tables.find((table) => table.tag === 'name');
  if (!name) throw new Error('renameFont: the font has no name table');

  const records = parseNameTable(name.bytes);
  const family = ownFamily(records);
  if (!family) throw new Error('renameFont: the font names no family');
  const renamed = options.newFamily(family);
  const compact = (text: string) => text.replace(/[^A-Za-z0-9]/g, '');
  // One pass over both spellings ('Source Sans 3', 'SourceSans3'), so a replaced name is not replaced again.
  const spellings = [...new Set([family, compact(family)])].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(spellings.map(escapeRegExp).join('|'), 'g');
  const reserved = options.reservedFontName?.trim();
  for (const record of records) {
    if (!NAMING_IDS.has(record.nameId)) continue;
    const postscript = POSTSCRIPT_IDS.has(record.nameId);
    let text = decode(record).replace(pattern, (match) =>
      postscript || match !== family ? compact(renamed) : renamed,
    );
    if (reserved) text = text.replace(new RegExp(escapeRegExp(reserved), 'gi'), 'Trial');
    if (postscript) text = text.replace(/[^\x21-\x7e]|[[\](){}<>/%]/g, '').slice(0, 63);
    record.bytes = encode(text, record);
  }
  name.bytes = buildNameTable(options.records ? writeRecords(records, options.records) : records);

  // Rebuild the font: same tables in tag order, each 4-byte aligned, head's adjustment zeroed first.
  const head = tables.find((table) => table.tag === 'head');
  if (head && head.bytes.length >= 12) new DataView(head.bytes.buffer, head.bytes.byteOffset).setUint32(8, 0);
  const ordered = [...tables].sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
  const headerSize = 12 + numTables * 16;
  const total = ordered.reduce((sum, table) => sum + Math.ceil(table.bytes.length / 4) * 4, headerSize);
  const out = new Uint8Array(total);
  const outView = new DataView(out.buffer);
  out.set(font.subarray(0, 12));
  let offset = headerSize;
  ordered.forEach((table, i) => {
    const at = 12 + i * 16;
    for (let c = 0; c < 4; c += 1) out[at + c] = table.tag.charCodeAt(c);
    outView.setUint32(at + 4, checksum(table.bytes));
    outView.setUint32(at + 8, offset);
    outView.setUint32(at + 12, table.bytes.length);
    out.set(table.bytes, offset);
    offset += Math.ceil(table.bytes.length / 4) * 4;
  });
  if (head) {
    const headOffset = outView.getUint32(12 + ordered.indexOf(head) * 16 + 8);
    outView.setUint32(headOffset + 8, (0xb1b0afba - checksum(out)) >>> 0);
  }
  return out;
}
