import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpRecipientStandIn {
  port: number;
  /** Every RCPT TO address the stand-in was asked about. */
  recipients: string[];
  /** Mails that reached DATA (a probe must never get there). */
  delivered: number;
  close(): Promise<void>;
}

/**
 * A mail server (the `smtp-server` package) on 127.0.0.1 that answers RCPT TO with `answer`'s
 * verdict: a 5xx for mailboxes it does not have, a 4xx when it is "busy", 250 otherwise.
 */
export async function startSmtpRecipientStandIn(
  answer: (recipient: string) => 250 | 450 | 550,
): Promise<SmtpRecipientStandIn> {
  const recipients: string[] = [];
  const state = { delivered: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      recipients.push(address.address);
      const code = answer(address.address);
      if (code === 250) return callback();
      const error = Object.assign(new Error(code === 550 ? 'No such mailbox' : 'Try again later'), {
        responseCode: code,
      });
      callback(error);
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        state.delivered += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    recipients,
    get delivered() {
      return state.delivered;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
