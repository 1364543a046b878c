import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** What a write changed, so that caches holding it (API responses, web pages) can let it go. */
export type ChangeTopic = 'catalogue' | 'products' | 'stories' | 'pages' | 'help' | 'club';

export const CHANGE_TOPICS: readonly ChangeTopic[] = [
  'catalogue',
  'products',
  'stories',
  'pages',
  'help',
  'club',
];

export interface Change {
  topic: ChangeTopic;
  /** The rows changed (family, product, story… ids); absent when the whole topic may have changed. */
  ids?: string[];
}

/** A change as it travels between processes: `origin` names the process that published it. */
export interface ChangeNotice extends Change {
  origin?: string;
}

/** The PostgreSQL notification channel every API process listens on (docs/performance.md). */
export const CHANGE_CHANNEL = 'foundry_changes';

/** PostgreSQL refuses a notification payload of 8,000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7_500;

/** The payload of a notice; a list of ids too long for a notification is dropped (the whole topic). */
export function encodeChangeNotice(notice: ChangeNotice): string {
  const payload = JSON.stringify(notice);
  if (Buffer.byteLength(payload) < MAX_PAYLOAD_BYTES) return payload;
  const { ids: _tooMany, ...wholeTopic } = notice;
  return JSON.stringify(wholeTopic);
}

/** A notice from a payload, or null for anything that is not one (another program on the channel). */
export function decodeChangeNotice(payload: string): ChangeNotice | null {
  try {
    const value = JSON.parse(payload) as Partial<ChangeNotice>;
    if (!value || !CHANGE_TOPICS.includes(value.topic as ChangeTopic)) return null;
    const ids = Array.isArray(value.ids) ? value.ids.map(String) : undefined;
    return {
      topic: value.topic as ChangeTopic,
      ...(ids ? { ids } : {}),
      ...(typeof value.origin === 'string' ? { origin: value.origin } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * Tells every listening process what changed. Inside a transaction PostgreSQL delivers it at commit
 * (and not at all on rollback), so a reader never refills a cache from the state before the write.
 */
export async function notifyChange(db: Pick<Db, 'execute'>, notice: ChangeNotice): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${encodeChangeNotice(notice)})`);
}
