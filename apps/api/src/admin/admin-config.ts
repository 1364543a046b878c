/** The back office's settings (docs/back-office.md). */
export interface AdminConfig {
  /** ADMIN_URL: where the admin app is served; the only origin the admin API answers browsers from. */
  url: string;
  origin: string;
}

export const DEFAULT_ADMIN_URL = 'http://localhost:3707';

export function parseAdminConfig(env: NodeJS.ProcessEnv): { config: AdminConfig } | { error: string } {
  const raw = env.ADMIN_URL?.trim() || DEFAULT_ADMIN_URL;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    return { config: { url: raw.replace(/\/$/, ''), origin: url.origin } };
  } catch {
    return { error: `ADMIN_URL must be an http(s) address such as ${DEFAULT_ADMIN_URL}.` };
  }
}
