/** Where error reports go; absent (no SENTRY_DSN) means error reporting is off. */
export interface ErrorReportingConfig {
  dsn: string;
  /** Host of the DSN, e.g. o1.ingest.sentry.io. */
  host: string;
  projectId: string;
  /** Base URL the tunnel forwards to: SENTRY_INGEST_URL, else https://<host>. */
  ingestUrl: string;
}

/** Host and project of a DSN such as https://key@o1.ingest.sentry.io/42; null when it is not one. */
export function parseDsn(dsn: string): { host: string; projectId: string } | null {
  try {
    const url = new URL(dsn);
    const projectId = url.pathname.split('/').filter(Boolean).at(-1);
    if (!url.username || !projectId || !/^\d+$/.test(projectId)) return null;
    return { host: url.host, projectId };
  } catch {
    return null;
  }
}

/** Read at request time, like API_URL, so one build serves any deployment. */
export function readErrorReportingConfig(
  env: Record<string, string | undefined> = process.env,
): ErrorReportingConfig | null {
  const dsn = env.SENTRY_DSN?.trim();
  if (!dsn) return null;
  const parsed = parseDsn(dsn);
  if (!parsed) throw new Error(`SENTRY_DSN must look like https://key@host/123, got "${dsn}".`);
  const ingestUrl = (env.SENTRY_INGEST_URL?.trim() || `https://${parsed.host}`).replace(/\/+$/, '');
  return { dsn, ...parsed, ingestUrl };
}
