import { type ErrorReportingConfig, parseDsn } from './error-reporting-config.ts';

/**
 * The error-reporting tunnel (docs/errors.md): takes an envelope the browser posted to /monitoring, checks that
 * its header names our DSN (host and project), and forwards the bytes unchanged to
 * `<ingest>/api/<project>/envelope/`. Anything else is refused, so the route is no open proxy.
 */
export async function forwardEnvelope(
  body: Uint8Array<ArrayBuffer>,
  config: ErrorReportingConfig,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  const newline = body.indexOf(0x0a);
  const headerText = new TextDecoder().decode(newline === -1 ? body : body.subarray(0, newline));
  let header: { dsn?: unknown };
  try {
    header = JSON.parse(headerText) as { dsn?: unknown };
  } catch {
    return new Response('invalid envelope', { status: 400 });
  }
  const target = typeof header.dsn === 'string' ? parseDsn(header.dsn) : null;
  if (!target || target.host !== config.host || target.projectId !== config.projectId) {
    return new Response('unknown DSN', { status: 403 });
  }
  try {
    const upstream = await fetchImpl(`${config.ingestUrl}/api/${config.projectId}/envelope/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-sentry-envelope' },
      body,
    });
    return new Response(null, { status: upstream.status });
  } catch {
    return new Response('ingest unreachable', { status: 502 });
  }
}
