import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { disposeTemplate, prepareTemplate, type TemplateRef } from '@foundry/db/testing/test-database';
import type { TestProject } from 'vitest/node';
import { buildApi } from '../build.mjs';
import { linkPreviewCutCache } from './preview-cut-cache.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded database every test file copies (`openFromTemplate`). */
    databaseTemplate: TemplateRef;
    /** Where the seed stored its files (fonts, images): the test app's file storage. */
    filesDir: string;
    /** Where each test file links its own copy of filesDir (support/test-files-dir.ts). */
    filesCopiesDir: string;
    /** The compiled API of this run (apps/api/build.mjs), as `npm start` runs it. */
    apiBundle: string;
  }
}

/**
 * Migrates and seeds one template database for the whole `api` project (PGlite, or the server in
 * DATABASE_URL), so each test file starts from a fresh copy instead of seeding again.
 */
export default async function setup(project: TestProject) {
  const filesDir = await mkdtemp(join(tmpdir(), 'foundry-api-files-'));
  const template = await prepareTemplate({ databaseUrl: process.env.DATABASE_URL || undefined, filesDir });
  await linkPreviewCutCache(filesDir);
  const filesCopiesDir = await mkdtemp(join(tmpdir(), 'foundry-api-files-copies-'));
  project.provide('databaseTemplate', template);
  project.provide('filesDir', filesDir);
  project.provide('filesCopiesDir', filesCopiesDir);
  // Its own file, so that a run beside `npm start` (which writes dist/main.mjs) never reads half of one.
  const apiBundle = await buildApi(
    fileURLToPath(new URL(`../dist/test-${process.pid}-${Date.now()}.mjs`, import.meta.url)),
  );
  project.provide('apiBundle', apiBundle);
  return async () => {
    await disposeTemplate(template);
    await rm(filesDir, { recursive: true, force: true });
    await rm(filesCopiesDir, { recursive: true, force: true });
    await rm(apiBundle, { force: true });
  };
}
