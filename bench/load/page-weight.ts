// `npm run bench:page-weight`: for every public page of `npm run bench:load`, the size of its HTML and
// the gzip size of the JavaScript it loads first (every <script src> of the HTML), against the
// budgets in docs/performance.md: HTML ≤ 150 KB, first-load JavaScript ≤ 130 KB compressed. Fails
// when a page is over. With PAGE_WEIGHT_WEB_URL and PAGE_WEIGHT_API_URL it measures a shop that is
// already running; otherwise it starts one on a fresh database, as bench:load does.
import { gzipSync } from 'node:zlib';
import { freshDatabase } from './fresh-database.ts';
import { startShop } from './start-shop.ts';
import { LOAD_TARGETS } from './targets.ts';

const HTML_BUDGET_BYTES = 150 * 1024;
const SCRIPT_BUDGET_GZIP_BYTES = 130 * 1024;
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 4606);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4607);
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The script files a page's HTML loads at once: every `<script src>`, each counted once, except the
 * `nomodule` polyfills, which browsers that run modules never fetch.
 */
export function scriptSources(html: string, pageUrl: string): string[] {
  const sources = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .flatMap((attributes) => {
      const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
      return src ? [new URL(src.replace(/&amp;/g, '&'), pageUrl).href] : [];
    });
  return [...new Set(sources)];
}

async function text(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return response.text();
}

async function firstUrl(apiUrl: string, query: string, field: string): Promise<string> {
  const response = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const { data } = (await response.json()) as { data: Record<string, { nodes: { url: string }[] }> };
  const url = data[field]?.nodes[0]?.url;
  if (!url) throw new Error(`No demo data for ${query}`);
  return url;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10);

async function measure(webUrl: string, apiUrl: string): Promise<string[]> {
  const product = await firstUrl(
    apiUrl,
    '{ readPhysicalProducts(pageSize: 1) { nodes { url } } }',
    'readPhysicalProducts',
  );
  const story = await firstUrl(
    apiUrl,
    '{ readStories(pageSize: 1, type: BLOG) { nodes { url } } }',
    'readStories',
  );
  const failures: string[] = [];
  const scriptSizes = new Map<string, number>();
  console.log(`${'page'.padEnd(24)}${'HTML'.padStart(10)}${'JS (gzip)'.padStart(10)}  scripts`);
  for (const target of LOAD_TARGETS.filter((candidate) => candidate.kind === 'page')) {
    const path = target.path.replace('{product}', product).replace('{story}', story);
    const pageUrl = `${webUrl}${path}`;
    const html = await text(pageUrl);
    const htmlBytes = Buffer.byteLength(html);
    const sources = scriptSources(html, pageUrl);
    let scriptBytes = 0;
    for (const source of sources) {
      if (!scriptSizes.has(source))
        scriptSizes.set(source, gzipSync(await text(source), { level: 9 }).length);
      scriptBytes += scriptSizes.get(source) ?? 0;
    }
    console.log(`${target.name.padEnd(24)}${kb(htmlBytes)}${kb(scriptBytes)}  ${sources.length}`);
    if (htmlBytes > HTML_BUDGET_BYTES) failures.push(`${path}: HTML ${kb(htmlBytes).trim()} > 150 KB`);
    if (scriptBytes > SCRIPT_BUDGET_GZIP_BYTES) {
      failures.push(`${path}: first-load JavaScript ${kb(scriptBytes).trim()} gzip > 130 KB`);
    }
  }
  return failures;
}

async function main() {
  const givenWeb = process.env.PAGE_WEIGHT_WEB_URL?.replace(/\/$/, '');
  const givenApi = process.env.PAGE_WEIGHT_API_URL?.replace(/\/$/, '');
  let failures: string[];
  if (givenWeb && givenApi) {
    failures = await measure(givenWeb, givenApi);
  } else {
    const databaseUrl = await freshDatabase(
      SERVER_URL,
      process.env.BENCH_DATABASE_NAME ?? 'foundry_bench_page_weight',
    );
    const shop = await startShop({ webPort: WEB_PORT, apiPort: API_PORT, databaseUrl });
    try {
      failures = await measure(shop.webUrl, shop.apiUrl);
    } finally {
      await shop.stop();
    }
  }
  if (failures.length > 0) {
    console.error(`\nOver budget:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery page is within its budgets.');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
