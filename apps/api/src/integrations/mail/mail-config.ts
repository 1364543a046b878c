import { join } from 'node:path';
import {
  type MailAddressCheckConfig,
  parseMailAddressCheckConfig,
} from '../mail-address/mail-address-check-config.ts';

/** How the API sends e-mail, read from the environment by `loadConfig`. */
export interface MailConfig {
  /** SMTP_URL (smtp:// or smtps://, credentials in the URL); absent: messages go to the outbox folder. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender of every message. */
  from: string;
  /** `${DATA_DIR}/outbox`: where the outbox adapter writes. */
  outboxDir: string;
  /** MAIL_DOMAIN_CHECK and its companions: how far a new account's address is checked. */
  addressCheck: MailAddressCheckConfig;
}

export const DEFAULT_MAIL_FROM = 'Foundry <no-reply@localhost>';

type Env = Record<string, string | undefined>;

/** The mail configuration, or the one sentence naming the variable at fault. */
export function parseMailConfig(env: Env, dataDir: string): { config: MailConfig } | { error: string } {
  const rawUrl = env.SMTP_URL?.trim() || undefined;
  if (rawUrl !== undefined) {
    let url: URL | undefined;
    try {
      url = new URL(rawUrl);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
      // The URL may carry a password: it is not repeated in the message.
      return {
        error: 'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example:587.',
      };
    }
  }
  const from = env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
  if (/[\r\n]/.test(from) || !from.includes('@')) {
    return { error: `MAIL_FROM must be an address such as ${DEFAULT_MAIL_FROM} (got '${from}').` };
  }
  const addressCheck = parseMailAddressCheckConfig(env);
  if ('error' in addressCheck) return addressCheck;
  return {
    config: { smtpUrl: rawUrl, from, outboxDir: join(dataDir, 'outbox'), addressCheck: addressCheck.config },
  };
}
