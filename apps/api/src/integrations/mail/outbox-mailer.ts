import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mailer, MailMessage } from './mailer.ts';

/** A message as the outbox stores it (one JSON file each). */
export interface OutboxMessage extends MailMessage {
  from: string;
  /** ISO 8601, when it was "sent". */
  date: string;
}

/**
 * The built-in mailer: every message becomes `<outboxDir>/<time>-<random>.json`. Nothing leaves the
 * machine; tests and the Playwright journeys read the newest message for an address with
 * `readNewestOutboxMessage`. The file is written under a temporary name and renamed, so a reader
 * never sees half a message.
 */
export function createOutboxMailer({ outboxDir, from }: { outboxDir: string; from: string }): Mailer {
  // Two messages sent within one millisecond must still sort in sending order (a random suffix alone
  // ordered them by chance): each name's stamp is later than the one before, even within a millisecond.
  let lastStamp = 0;
  return {
    async send(message) {
      await mkdir(outboxDir, { recursive: true });
      const stored: OutboxMessage = {
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html === undefined ? {} : { html: message.html }),
        date: new Date().toISOString(),
      };
      // Zero-padded milliseconds sort by name in sending order.
      lastStamp = Math.max(Date.now(), lastStamp + 1);
      const name = `${String(lastStamp).padStart(15, '0')}-${randomBytes(6).toString('hex')}`;
      const temporary = join(outboxDir, `.${name}.tmp`);
      await writeFile(temporary, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
      await rename(temporary, join(outboxDir, `${name}.json`));
    },
  };
}

/** Every message of the outbox, oldest first; empty when nothing was sent yet. */
export async function readOutbox(outboxDir: string): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names.filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (name) => JSON.parse(await readFile(join(outboxDir, name), 'utf8')) as OutboxMessage),
  );
}

/** The newest message sent to an address (compared without case), or null. */
export async function readNewestOutboxMessage(outboxDir: string, to: string): Promise<OutboxMessage | null> {
  const wanted = to.trim().toLowerCase();
  const messages = await readOutbox(outboxDir);
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (message && message.to.trim().toLowerCase() === wanted) return message;
  }
  return null;
}
