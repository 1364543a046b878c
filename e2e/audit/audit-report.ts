import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** audit/ at the repository's root: one JSON file per page, then report.md. */
export const AUDIT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../audit');

export interface AuditRow {
  order: number;
  name: string;
  /** Null where it is not measured (a page reached by steps is audited as a snapshot). */
  performance: number | null;
  accessibility: number;
  axe: string[];
  scriptKb: number;
  error?: string;
}

/** Kept per page on disk: Playwright starts a new worker after a failure, losing anything in memory. */
export function saveRow(row: AuditRow) {
  mkdirSync(join(AUDIT_DIR, 'pages'), { recursive: true });
  writeFileSync(join(AUDIT_DIR, 'pages', `${row.order}.json`), JSON.stringify(row));
}

/** Global teardown: the table of every page audited in this run, printed and in audit/report.md. */
export default function writeReport() {
  let files: string[] = [];
  try {
    files = readdirSync(join(AUDIT_DIR, 'pages'));
  } catch {
    return;
  }
  const rows = files
    .map((file) => JSON.parse(readFileSync(join(AUDIT_DIR, 'pages', file), 'utf8')) as AuditRow)
    .sort((a, b) => a.order - b.order)
    .map(
      (row) =>
        `| ${row.name} | ${row.performance ?? '–'} | ${row.accessibility} | ${row.axe.length ? row.axe.join(', ') : '0'} | ${row.scriptKb} |${row.error ? ` ${row.error}` : ''}`,
    );
  const table = [
    '| Page | Lighthouse performance | Lighthouse accessibility | axe violations | JavaScript (KB, compressed) |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
  writeFileSync(join(AUDIT_DIR, 'report.md'), `${table}\n`);
  console.log(`\n${table}\n\nWritten to audit/report.md.`);
}
