import { ZipArchive } from 'archiver';

export interface ZipEntry {
  /** Path inside the archive, with forward slashes. */
  name: string;
  bytes: Uint8Array | string;
  /** Already compressed (WOFF2, PDF): stored as is instead of deflated again. */
  store?: boolean;
}

/**
 * Packs entries into one ZIP in memory. archiver (already a dependency of the API) deflates with
 * Node's native zlib on the libuv pool rather than in JavaScript on the event loop.
 */
export async function zipEntries(entries: readonly ZipEntry[], date: Date): Promise<Uint8Array> {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const chunks: Buffer[] = [];
  const finished = new Promise<void>((resolve, reject) => {
    archive.on('data', (chunk: Buffer) => chunks.push(chunk));
    archive.on('end', () => resolve());
    archive.on('error', reject);
    archive.on('warning', reject);
  });
  for (const entry of entries) {
    const source = typeof entry.bytes === 'string' ? entry.bytes : Buffer.from(entry.bytes);
    archive.append(source, { name: entry.name, date, store: entry.store ?? false });
  }
  await archive.finalize();
  await finished;
  return new Uint8Array(Buffer.concat(chunks));
}
