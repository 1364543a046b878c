/**
 * `generateStaticParams` of a public page with a slug (a product, a story, a help article): no page
 * is prerendered at build, each is rendered on its first visit and then served from the cache until
 * its tag is revalidated or its time runs out (docs/performance.md, "Public pages"). Such a page
 * must make cached reads only: a fresh read there fails at run time (DYNAMIC_SERVER_USAGE).
 */
export function renderOnFirstVisit(): never[] {
  return [];
}
