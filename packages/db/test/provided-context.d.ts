import type { TemplateRef } from '../src/testing/test-database.ts';

// What the api project's global setup (apps/api/test/global-setup.ts) provides to every test file.
declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: TemplateRef;
    filesDir: string;
  }
}
