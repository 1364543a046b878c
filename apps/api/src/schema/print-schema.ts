import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printSchema } from '../lib/graphql.ts';
import { schema } from './schema.ts';

/** Where the printed schema is committed; the web app's gql.tada reads it. */
export const schemaFile = fileURLToPath(new URL('../../schema.graphql', import.meta.url));

export function printedSchema(): string {
  return `${printSchema(schema)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(schemaFile, printedSchema());
  console.log(`Wrote ${schemaFile}`);
}
