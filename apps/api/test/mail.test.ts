import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createMailer } from '../src/integrations/mail/create-mailer.ts';
import {
  createOutboxMailer,
  readNewestOutboxMessage,
  readOutbox,
} from '../src/integrations/mail/outbox-mailer.ts';
import { createSmtpMailer } from '../src/integrations/mail/smtp-mailer.ts';

/** What the stand-in received in one SMTP transaction. */
interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
  auth: string | null;
}

/**
 * A minimal SMTP server (RFC 5321 dialogue: greeting, EHLO with AUTH PLAIN, MAIL, RCPT, DATA, QUIT),
 * enough for nodemailer to deliver to it. No STARTTLS is offered, so the dialogue stays plain text.
 */
function startSmtpStandIn(): Promise<{ server: Server; port: number; received: ReceivedMail[] }> {
  const received: ReceivedMail[] = [];
  const server = createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { from: '', to: [], data: '', auth: null };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 stand-in ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.');
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '', auth: current.auth };
          reply('250 2.0.0 queued');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.split(' ')[0]?.toUpperCase();
        if (verb === 'EHLO') {
          socket.write('250-stand-in\r\n250-AUTH PLAIN\r\n250 8BITMIME\r\n');
        } else if (verb === 'HELO') reply('250 stand-in');
        else if (verb === 'AUTH') {
          current.auth = Buffer.from(line.split(' ')[2] ?? '', 'base64').toString('utf8');
          reply('235 2.7.0 authenticated');
        } else if (verb === 'MAIL') {
          current.from = line.replace(/^MAIL FROM:\s*/i, '').split(' ')[0] ?? '';
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          current.to.push(line.replace(/^RCPT TO:\s*/i, '').split(' ')[0] ?? '');
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with .');
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 ok');
        else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('502 5.5.2 not implemented'); // a command nodemailer never sends: refused as a real server would
      }
    });
    socket.on('error', () => {});
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0, received });
    });
  });
}

describe('mail: the outbox folder', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'outbox-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes each message as a JSON file and finds the newest one for an address, whatever its case', async () => {
    const mailer = createOutboxMailer({ outboxDir: join(dir, 'outbox'), from: 'Shop <shop@example.com>' });
    expect(await readNewestOutboxMessage(join(dir, 'outbox'), 'ada@example.com')).toBeNull();
    await mailer.send({ to: 'Ada@Example.com', subject: 'First', text: 'one' });
    await mailer.send({ to: 'grace@example.com', subject: 'Other', text: 'two', html: '<p>two</p>' });
    await mailer.send({ to: 'ada@example.com', subject: 'Second', text: 'three' });

    const all = await readOutbox(join(dir, 'outbox'));
    expect(all.map((message) => message.subject)).toEqual(['First', 'Other', 'Second']);
    expect(all[1]).toMatchObject({ from: 'Shop <shop@example.com>', html: '<p>two</p>' });
    expect(Date.parse(all[0]?.date ?? '')).not.toBeNaN();
    const newest = await readNewestOutboxMessage(join(dir, 'outbox'), 'ADA@example.com');
    expect(newest).toMatchObject({ to: 'ada@example.com', subject: 'Second', text: 'three' });
  });

  it('keeps sending order for messages sent within one millisecond', async () => {
    const outbox = join(dir, 'burst');
    const mailer = createOutboxMailer({ outboxDir: outbox, from: 'Shop <shop@example.com>' });
    const subjects = Array.from({ length: 50 }, (_, index) => `Message ${index}`);
    for (const subject of subjects) await mailer.send({ to: 'ada@example.com', subject, text: subject });
    expect((await readOutbox(outbox)).map((message) => message.subject)).toEqual(subjects);
    expect(await readNewestOutboxMessage(outbox, 'ada@example.com')).toMatchObject({ subject: 'Message 49' });
  });

  it('is the default: the configuration puts the outbox under DATA_DIR', async () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: 'Foundry <no-reply@localhost>',
      outboxDir: join(dir, 'outbox'),
      // Nothing leaves the machine to judge a sign-up's address unless told to.
      addressCheck: { mode: 'off', dnsServers: [], probePort: 25, blockedDomains: [] },
    });
    await createMailer(config.mail).send({ to: 'linus@example.com', subject: 'Hi', text: 'hello' });
    expect(await readNewestOutboxMessage(join(dir, 'outbox'), 'linus@example.com')).toMatchObject({
      subject: 'Hi',
    });
  });

  it('refuses an SMTP_URL that is not smtp(s) without repeating it, and a MAIL_FROM without an address', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://user:secret@mail.example' })).toThrow(
      /^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(() => loadConfig({ SMTP_URL: 'http://user:secret@mail.example' })).not.toThrow(/secret/);
    expect(() => loadConfig({ MAIL_FROM: 'nobody' })).toThrow(/^MAIL_FROM must be an address/);
  });
});

describe('mail: SMTP through nodemailer', () => {
  let standIn: Awaited<ReturnType<typeof startSmtpStandIn>>;
  beforeAll(async () => {
    standIn = await startSmtpStandIn();
  });
  afterEach(() => {
    standIn.received.length = 0;
  });
  afterAll(() => new Promise<void>((resolve) => standIn.server.close(() => resolve())));

  it('delivers the message with sender, recipient, subject, text and HTML, logging in with the URL’s credentials', async () => {
    const config = loadConfig({
      SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${standIn.port}`,
      MAIL_FROM: 'Shop <shop@example.com>',
    });
    expect(config.mail.smtpUrl).toBe(`smtp://mailer:s3cret@127.0.0.1:${standIn.port}`);
    await createMailer(config.mail).send({
      to: 'ada@example.com',
      subject: 'Reset your password',
      text: 'Open https://shop.example/my_account/reset-password?token=abc',
      html: '<p>Open the link</p>',
    });
    expect(standIn.received).toHaveLength(1);
    const [mail] = standIn.received;
    expect(mail?.from).toBe('<shop@example.com>');
    expect(mail?.to).toEqual(['<ada@example.com>']);
    expect(mail?.auth).toBe('\u0000mailer\u0000s3cret');
    expect(mail?.data).toMatch(/^Subject: Reset your password$/m);
    expect(mail?.data).toMatch(/^To: ada@example.com$/m);
    expect(mail?.data).toContain('reset-password?token=abc');
    expect(mail?.data).toContain('<p>Open the link</p>');
  });

  it('rejects when the server cannot be reached', async () => {
    const closed = await startSmtpStandIn();
    await new Promise<void>((resolve) => closed.server.close(() => resolve()));
    const mailer = createSmtpMailer({ smtpUrl: `smtp://127.0.0.1:${closed.port}`, from: 'shop@example.com' });
    await expect(mailer.send({ to: 'ada@example.com', subject: 'x', text: 'y' })).rejects.toThrow();
  });
});
