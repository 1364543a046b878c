import { readRuntimeConfig } from '../../lib/env/runtime-config.ts';

// Asked on every request: readiness must not be a prerendered page.
export const dynamic = 'force-dynamic';

/** A stuck API counts as not ready after this long. */
const API_TIMEOUT_MS = 3_000;

/**
 * /readyz: 200 when the API's own /readyz answers 200 (the site renders nothing without it), else 503
 * with what the API answered (docs/deploy.md).
 */
export async function GET(): Promise<Response> {
  const headers = { 'cache-control': 'no-store' };
  let api: number | 'unreachable';
  try {
    const response = await fetch(`${readRuntimeConfig().apiUrl}/readyz`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    await response.body?.cancel();
    api = response.status;
  } catch {
    api = 'unreachable';
  }
  const ready = api === 200;
  return Response.json(
    { status: ready ? 'ready' : 'not ready', api },
    { status: ready ? 200 : 503, headers },
  );
}
