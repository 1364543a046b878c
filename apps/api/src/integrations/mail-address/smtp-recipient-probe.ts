import { connect, type Socket } from 'node:net';

/** What a mail server said about one recipient. */
export type RecipientVerdict =
  /** RCPT TO answered 250/251. */
  | { kind: 'accepted' }
  /** RCPT TO answered a permanent failure (5xx): no such mailbox, relaying refused, … */
  | { kind: 'rejected'; reply: string }
  /** No answer to go by: connection refused or cut, a timeout, a temporary (4xx) answer. */
  | { kind: 'unknown'; reason: string };

export interface SmtpProbeOptions {
  port: number;
  /** The name the probe gives in EHLO. */
  heloName: string;
  /** The envelope sender of the probe (MAIL FROM). */
  from: string;
  timeoutMs?: number;
}

/** One SMTP reply: its code and its text lines (a multi-line reply ends at "NNN text"). */
interface Reply {
  code: number;
  text: string;
}

/** Reads replies off the socket, one per `next()`. */
function replyReader(socket: Socket): { next(): Promise<Reply> } {
  let buffer = '';
  const lines: string[] = [];
  let waiting: { resolve(reply: Reply): void; reject(error: Error): void } | null = null;
  let failure: Error | null = null;

  const settle = () => {
    if (!waiting) return;
    if (failure) {
      waiting.reject(failure);
      waiting = null;
      return;
    }
    const last = lines.findIndex((line) => /^\d{3}(?: |$)/.test(line));
    if (last === -1) return;
    const replyLines = lines.splice(0, last + 1);
    const code = Number(replyLines[last]?.slice(0, 3));
    waiting.resolve({ code, text: replyLines.map((line) => line.slice(4)).join(' ') });
    waiting = null;
  };
  socket.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('latin1');
    let end = buffer.indexOf('\n');
    while (end !== -1) {
      lines.push(buffer.slice(0, end).replace(/\r$/, ''));
      buffer = buffer.slice(end + 1);
      end = buffer.indexOf('\n');
    }
    // A server that floods without line ends is cut off.
    if (buffer.length > 4096) socket.destroy(new Error('reply line too long'));
    settle();
  });
  const fail = (error: Error) => {
    failure ??= error;
    settle();
  };
  socket.on('error', fail);
  socket.on('close', () => fail(new Error('connection closed')));
  return {
    next: () =>
      new Promise<Reply>((resolve, reject) => {
        waiting = { resolve, reject };
        settle();
      }),
  };
}

/**
 * Asks a mail server whether it would accept mail for `recipient`, without sending any: greeting,
 * EHLO (HELO if refused), MAIL FROM, RCPT TO, then QUIT before DATA (RFC 5321, sections 3.3 and 4.2).
 * A 5xx to RCPT is a rejection; anything else that is not 250/251 leaves the question open, since
 * greylisting and rate limits answer 4xx to good addresses. Never throws.
 */
export async function probeRecipient(
  host: { name: string; address: string },
  recipient: string,
  options: SmtpProbeOptions,
): Promise<RecipientVerdict> {
  // The address was checked for its shape; a line break would smuggle in commands.
  if (/[\r\n<>]/.test(recipient)) return { kind: 'unknown', reason: 'unsafe recipient' };
  const socket = connect({ host: host.address, port: options.port });
  socket.setTimeout(options.timeoutMs ?? 8000, () => socket.destroy(new Error('timeout')));
  const replies = replyReader(socket);
  const send = (line: string) => {
    socket.write(`${line}\r\n`);
    return replies.next();
  };
  try {
    const greeting = await replies.next();
    if (greeting.code !== 220) return { kind: 'unknown', reason: `greeting ${greeting.code}` };
    let hello = await send(`EHLO ${options.heloName}`);
    if (hello.code >= 500) hello = await send(`HELO ${options.heloName}`);
    if (hello.code !== 250) return { kind: 'unknown', reason: `hello ${hello.code}` };
    const mail = await send(`MAIL FROM:<${options.from}>`);
    if (mail.code !== 250) return { kind: 'unknown', reason: `mail from ${mail.code}` };
    const rcpt = await send(`RCPT TO:<${recipient}>`);
    if (rcpt.code === 250 || rcpt.code === 251) return { kind: 'accepted' };
    if (rcpt.code >= 500 && rcpt.code < 600) return { kind: 'rejected', reply: `${rcpt.code} ${rcpt.text}` };
    return { kind: 'unknown', reason: `rcpt to ${rcpt.code}` };
  } catch (error) {
    return { kind: 'unknown', reason: error instanceof Error ? error.message : String(error) };
  } finally {
    // QUIT politely; the socket's time-out destroys it if the server does not close.
    if (!socket.destroyed) socket.end('QUIT\r\n');
  }
}
