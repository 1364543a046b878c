import { readErrorReportingConfig } from '../../lib/error-reporting/error-reporting-config.ts';
import { forwardEnvelope } from '../../lib/error-reporting/forward-envelope.ts';

/** Browser error reports arrive here (same host, so blockers pass them) and go on to the ingest API. */
export async function POST(request: Request): Promise<Response> {
  const config = readErrorReportingConfig();
  if (!config) return new Response(null, { status: 404 });
  return forwardEnvelope(new Uint8Array(await request.arrayBuffer()), config);
}
