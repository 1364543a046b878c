// archiver 8 ships ESM without types; this declares the part the download worker uses.
declare module 'archiver' {
  import type { Readable, Transform } from 'node:stream';

  export interface ArchiverEntryData {
    name: string;
    date?: Date | string;
    mode?: number;
    /** Zip: store this entry without compression (already compressed data such as WOFF2). */
    store?: boolean;
  }

  export interface ZipArchiveOptions {
    comment?: string;
    forceZip64?: boolean;
    store?: boolean;
    zlib?: { level?: number };
  }

  export class Archiver extends Transform {
    append(source: Buffer | Readable | string, data: ArchiverEntryData): this;
    finalize(): Promise<void>;
    pointer(): number;
    abort(): this;
  }

  export class ZipArchive extends Archiver {
    constructor(options?: ZipArchiveOptions);
  }
}
