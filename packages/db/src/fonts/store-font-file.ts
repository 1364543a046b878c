import { createHash } from 'node:crypto';
import { analyseFont, compressWoff2, type FontFacts, fontContentTypes } from '@foundry/fonts';
import type { Db } from '../client.ts';
import type { FileSink } from '../files/file-sink.ts';
import { fontFiles } from '../schema/index.ts';

export type StoredFont = { fontFileId: number; storageKey: string; facts: FontFacts };

/**
 * Stores a font as WOFF2 under a content-addressed key (`fonts/<sha256 prefix>.woff2`): the same file
 * is stored once, and the facts returned are read from the stored bytes, so the glyph count in the
 * database is that of the served file.
 */
export async function storeFontFile(
  db: Db,
  files: FileSink,
  originalName: string,
  bytes: Uint8Array,
  facts: FontFacts,
): Promise<StoredFont> {
  let stored = bytes;
  let storedFacts = facts;
  if (facts.format === 'ttf' || facts.format === 'otf') {
    stored = await compressWoff2(bytes);
    storedFacts = analyseFont(stored);
  }
  const sha256 = createHash('sha256').update(stored).digest('hex');
  const format = storedFacts.format;
  const storageKey = `fonts/${sha256.slice(0, 24)}.${format}`;
  await files.put(storageKey, stored, fontContentTypes[format]);
  const [row] = await db
    .insert(fontFiles)
    .values({ storageKey, format, byteSize: stored.byteLength, sha256, originalName })
    .onConflictDoUpdate({ target: fontFiles.sha256, set: { originalName } })
    .returning({ id: fontFiles.id });
  if (!row) throw new Error(`font file ${originalName} was not stored`);
  return { fontFileId: row.id, storageKey, facts: storedFacts };
}
