import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createCaptchaVerifier } from '../src/integrations/captcha/create-captcha-verifier.ts';
import { createTestApp } from './harness.ts';

const SECRET = 'test-secret';

/** What the stand-in answers next, and the form bodies it received. */
interface StandIn {
  answer: Record<string, unknown>;
  received: URLSearchParams[];
}

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
}

/**
 * A local stand-in for https://www.google.com/recaptcha/api/siteverify: it takes the same form body
 * and answers Google's JSON, refusing any secret but ours with 'invalid-input-secret' as Google does.
 */
function startStandIn(state: StandIn): Promise<{ server: Server; url: string }> {
  const server = createServer(async (request, response) => {
    const form = new URLSearchParams(await readBody(request));
    state.received.push(form);
    const answer =
      request.method === 'POST' && form.get('secret') === SECRET
        ? state.answer
        : { success: false, 'error-codes': ['invalid-input-secret'] };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}/recaptcha/api/siteverify` });
    }),
  );
}

const humanAnswer = (overrides: Record<string, unknown> = {}) => ({
  success: true,
  score: 0.9,
  action: 'newsletter',
  hostname: 'localhost',
  challenge_ts: '2026-01-01T12:00:00Z',
  ...overrides,
});

describe('reCAPTCHA v3 adapter against a local siteverify stand-in', () => {
  const state: StandIn = { answer: humanAnswer(), received: [] };
  let server: Server;
  let url: string;
  const verifierFor = (env: Record<string, string> = {}) =>
    createCaptchaVerifier(
      loadConfig({ RECAPTCHA_SECRET: SECRET, RECAPTCHA_VERIFY_URL: url, ...env }, '/').recaptcha,
    );

  beforeAll(async () => {
    ({ server, url } = await startStandIn(state));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    state.received.length = 0;
    state.answer = humanAnswer();
  });

  it('accepts a successful answer with the expected action and a good score, posting the documented form', async () => {
    const verdict = await verifierFor().verify('browser-token', {
      action: 'newsletter',
      remoteIp: '203.0.113.7',
    });
    expect(verdict).toEqual({ ok: true, score: 0.9 });
    expect(state.received).toHaveLength(1);
    expect(Object.fromEntries(state.received[0] ?? [])).toEqual({
      secret: SECRET,
      response: 'browser-token',
      remoteip: '203.0.113.7',
    });
  });

  it('refuses a score below RECAPTCHA_MIN_SCORE (default 0.5) and honours a configured minimum', async () => {
    state.answer = humanAnswer({ score: 0.3 });
    const refused = await verifierFor().verify('t', { action: 'newsletter' });
    expect(refused).toMatchObject({ ok: false, score: 0.3 });
    expect(refused.reason).toMatch(/score 0.3 below 0.5/);
    expect(await verifierFor({ RECAPTCHA_MIN_SCORE: '0.2' }).verify('t', { action: 'newsletter' })).toEqual({
      ok: true,
      score: 0.3,
    });
  });

  it('refuses a token taken for another action', async () => {
    state.answer = humanAnswer({ action: 'login' });
    const verdict = await verifierFor().verify('t', { action: 'newsletter' });
    expect(verdict.ok).toBe(false);
    expect(verdict.reason).toMatch(/action 'login'/);
  });

  it("refuses Google's failure answer with its error codes, and a wrong secret", async () => {
    state.answer = { success: false, 'error-codes': ['timeout-or-duplicate'] };
    expect((await verifierFor().verify('t', { action: 'newsletter' })).reason).toMatch(
      /timeout-or-duplicate/,
    );
    const wrongSecret = createCaptchaVerifier({ secret: 'other', minScore: 0.5, verifyUrl: url });
    expect((await wrongSecret.verify('t', { action: 'newsletter' })).reason).toMatch(/invalid-input-secret/);
  });

  it('names RECAPTCHA_MIN_SCORE at start-up when it is not a number between 0 and 1', () => {
    expect(() => loadConfig({ RECAPTCHA_MIN_SCORE: '5' }, '/')).toThrow(/^RECAPTCHA_MIN_SCORE must be/);
    expect(loadConfig({}, '/').recaptcha).toEqual({
      secret: undefined,
      minScore: 0.5,
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
    });
  });

  it('refuses without calling the provider when there is no token', async () => {
    expect(await verifierFor().verify('', { action: 'newsletter' })).toEqual({
      ok: false,
      reason: 'no token',
    });
    expect(state.received).toHaveLength(0);
  });

  it('through the API: code 5 with a logged reason when the provider is down, no crash; accepted when up', async () => {
    // A port that was just free: nothing listens there.
    const { server: gone, url: downUrl } = await startStandIn(state);
    await new Promise<void>((resolve) => gone.close(() => resolve()));

    const mutation = `mutation($email: String!, $token: String) {
      newsletterSubscribe(email: $email, reCaptchaToken: $token) { success }
    }`;
    const down = await createTestApp({ env: { RECAPTCHA_SECRET: SECRET, RECAPTCHA_VERIFY_URL: downUrl } });
    try {
      const { status, body } = await down.graphql(mutation, {
        email: 'a@example.com',
        token: 'dev-captcha-token',
      });
      expect(status).toBe(200);
      expect(body.errors?.[0]?.extensions?.code).toBe(5);
      const logged = down.logs.find((line) => line.msg === 'captcha refused');
      expect(logged?.reason).toMatch(/^siteverify unreachable/);
    } finally {
      await down.close();
    }

    const up = await createTestApp({ env: { RECAPTCHA_SECRET: SECRET, RECAPTCHA_VERIFY_URL: url } });
    try {
      const { body } = await up.graphql(mutation, { email: 'a@example.com', token: 'real-token' });
      expect(body).toEqual({ data: { newsletterSubscribe: { success: true } } });
      expect(state.received.at(-1)?.get('response')).toBe('real-token');
    } finally {
      await up.close();
    }
  });
});
