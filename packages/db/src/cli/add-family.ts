// Adds a family from a folder of font files: `npm run add-family -- <folder> [--url x] [--title y]`.
// Files go to `${DATA_DIR}/files/<key>`; rows to DATABASE_URL or the PGlite in `${DATA_DIR}/db`.
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readFontFolder } from '@foundry/fonts';
import { notifyChange } from '../change-notice.ts';
import { type Database, openDatabase } from '../client.ts';
import { folderFileSink } from '../files/file-sink.ts';
import { FAMILY_URL_PATTERN, slugify } from '../fonts/family-url.ts';
import { type ImportedFamily, importFamily } from '../fonts/import-family.ts';
import { migrateDatabase } from '../migrate.ts';

export type AddFamilyOptions = {
  folder: string;
  url?: string;
  title?: string;
  dataDir: string;
  databaseUrl?: string;
  /** An open database to use instead of opening DATABASE_URL or `${dataDir}/db` (tests). */
  database?: Database;
};

export async function addFamily(options: AddFamilyOptions): Promise<ImportedFamily> {
  const folder = await readFontFolder(resolve(options.folder));
  const url = options.url ?? slugify(options.title ?? basename(resolve(options.folder)));
  if (!FAMILY_URL_PATTERN.test(url)) {
    throw new Error(`--url must be lower-case letters, digits and hyphens, not "${url}"`);
  }
  const database =
    options.database ??
    (await openDatabase(
      options.databaseUrl ? { databaseUrl: options.databaseUrl } : { dataDir: options.dataDir },
    ));
  try {
    await migrateDatabase(database);
    const files = folderFileSink(join(options.dataDir, 'files'));
    return await database.db.transaction(async (tx) => {
      const imported = await importFamily(tx as unknown as typeof database.db, files, {
        url,
        folder,
        ...(options.title ? { title: options.title } : {}),
      });
      // Delivered at commit: every API process drops its cached catalogue answers.
      await notifyChange(tx, {
        topic: 'catalogue',
        ids: [String(imported.familyId)],
      });
      return imported;
    });
  } finally {
    if (!options.database) await database.close();
  }
}

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { url: { type: 'string' }, title: { type: 'string' } },
    allowPositionals: true,
  });
  const folder = positionals[0];
  if (!folder || positionals.length > 1) {
    throw new Error('usage: npm run add-family -- <folder> [--url family-url] [--title "Family Title"]');
  }
  const family = await addFamily({
    folder,
    dataDir: process.env.DATA_DIR || './data',
    ...(values.url ? { url: values.url } : {}),
    ...(values.title ? { title: values.title } : {}),
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  });
  console.log(
    `Added ${family.title}: ${family.styleIds.length} styles, ${family.variableFontIds.length} variable fonts.`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`add-family: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
