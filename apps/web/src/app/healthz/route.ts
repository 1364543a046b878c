// Answered on every request: liveness must not be a prerendered page.
export const dynamic = 'force-dynamic';

/** /healthz: 200 while the web server runs (docs/deploy.md). */
export function GET(): Response {
  return Response.json({ status: 'alive' }, { headers: { 'cache-control': 'no-store' } });
}
