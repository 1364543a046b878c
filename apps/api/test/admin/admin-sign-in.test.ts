import { staffSessions } from '@foundry/db';
import { sql } from '@foundry/db/orm';
import { DEMO_OWNER } from '@foundry/db/seed/seed-staff';
import { STAFF_ERROR } from '@foundry/errors';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminRepositories } from '../../src/repositories/admin/admin-repositories.ts';
import { createSignInAttemptRepository } from '../../src/repositories/sign-in-attempt-repository.ts';
import { signInStaff } from '../../src/services/staff/sign-in-staff.ts';
import { currentTotp } from '../../src/services/staff/totp.ts';
import { createAccountTestApp, signUp } from '../account-helpers.ts';
import { type TestApp, WEB_ORIGIN } from '../harness.ts';
import {
  ADMIN_ORIGIN,
  addStaff,
  adminCodeOf,
  adminSend,
  SIGN_IN,
  STAFF_PASSWORD,
  signInAs,
} from './admin-helpers.ts';

const ME = 'query { me { email role } }';

describe('staff sign-in and sessions (/admin/graphql)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createAccountTestApp();
  });
  afterAll(() => app.close());

  it('signs the demo owner in with password and second factor, in a cookie of its own', async () => {
    const response = await adminSend(app, SIGN_IN, {
      email: DEMO_OWNER.email,
      password: DEMO_OWNER.password,
      code: currentTotp(DEMO_OWNER.totpSecret),
    });
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.staffSignIn).toMatchObject({ email: DEMO_OWNER.email, role: 'owner' });
    const header = response.headers.get('set-cookie') ?? '';
    expect(header).toMatch(
      /^foundry_staff_session=[A-Za-z0-9_-]{43}; HttpOnly; SameSite=Strict; Path=\/admin/,
    );
    const cookie = header.split(';')[0] as string;
    const me = await adminSend<{ me: { email: string } }>(app, ME, {}, cookie);
    expect(me.body.data?.me.email).toBe(DEMO_OWNER.email);
  });

  it('refuses a wrong or missing code and a wrong password with the same answer', async () => {
    const { email, secret } = await addStaff(app.database.db, 'support');
    const wrongCode = await adminSend(app, SIGN_IN, { email, password: STAFF_PASSWORD, code: '000000' });
    const noCode = await adminSend(app, SIGN_IN, { email, password: STAFF_PASSWORD });
    const wrongPassword = await adminSend(app, SIGN_IN, {
      email,
      password: 'nope nope',
      code: currentTotp(secret),
    });
    const unknown = await adminSend(app, SIGN_IN, {
      email: 'nobody@foundry.test',
      password: STAFF_PASSWORD,
      code: '123456',
    });
    for (const response of [wrongCode, noCode, wrongPassword, unknown]) {
      expect(adminCodeOf(response)).toBe(STAFF_ERROR.SIGN_IN_REJECTED);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    expect(
      new Set([wrongCode, noCode, wrongPassword, unknown].map((r) => r.body.errors?.[0]?.message)).size,
    ).toBe(1);
  });

  it('throttles after five failures, counted apart from customers', async () => {
    const { email, secret } = await addStaff(app.database.db, 'editor');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(adminCodeOf(await adminSend(app, SIGN_IN, { email, password: 'wrong', code: '111111' }))).toBe(
        STAFF_ERROR.SIGN_IN_REJECTED,
      );
    }
    const right = await adminSend(app, SIGN_IN, {
      email,
      password: STAFF_PASSWORD,
      code: currentTotp(secret),
    });
    expect(adminCodeOf(right)).toBe(STAFF_ERROR.SIGN_IN_THROTTLED);
    expect(right.body.errors?.[0]?.message).toMatch(/try again in \d+ minutes?/);
  });

  it('ends a session after 30 idle minutes and keeps a used one alive', async () => {
    const cookie = await signInAs(app, 'support');
    expect(adminCodeOf(await adminSend(app, ME, {}, cookie))).toBeUndefined();
    await app.database.db.update(staffSessions).set({ lastSeenAt: sql`now() - interval '29 minutes'` });
    expect(adminCodeOf(await adminSend(app, ME, {}, cookie))).toBeUndefined();
    await app.database.db.update(staffSessions).set({ lastSeenAt: sql`now() - interval '31 minutes'` });
    expect(adminCodeOf(await adminSend(app, ME, {}, cookie))).toBe(STAFF_ERROR.UNAUTHENTICATED);
  });

  it('signs out: the cookie no longer works', async () => {
    const cookie = await signInAs(app, 'owner');
    const out = await adminSend(app, 'mutation { staffSignOut }', {}, cookie);
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    expect(adminCodeOf(await adminSend(app, ME, {}, cookie))).toBe(STAFF_ERROR.UNAUTHENTICATED);
  });

  it('answers only the admin app’s origin: none, the shop’s or another is refused before anything runs', async () => {
    const cookie = await signInAs(app, 'owner');
    const refused: Record<string, string>[] = [
      {},
      { origin: WEB_ORIGIN },
      { origin: 'https://evil.example' },
    ];
    for (const headers of refused) {
      const response = await adminSend(app, ME, {}, cookie, headers);
      expect(response.status).toBe(403);
      expect(adminCodeOf(response)).toBe('FORBIDDEN_ORIGIN');
    }
    const get = await app.fetch(`/admin/graphql?query=${encodeURIComponent(ME)}`, {
      headers: { origin: ADMIN_ORIGIN, cookie },
    });
    expect(get.status).toBe(403);
  });

  it('keeps the two kinds of session apart: a customer cookie is no staff session, and the reverse', async () => {
    const customer = await signUp(app, 'shopper-admin@example.com');
    expect(adminCodeOf(await adminSend(app, ME, {}, customer.cookie))).toBe(STAFF_ERROR.UNAUTHENTICATED);
    const staff = await signInAs(app, 'owner');
    const publicAnswer = await app.graphql(
      'query { readUser { id email } }',
      {},
      { origin: WEB_ORIGIN, cookie: staff },
    );
    expect(publicAnswer.body.errors?.[0]?.extensions?.code).toBe(1);
  });

  it('refuses the demo owner and any account without a second factor in production', async () => {
    const deps = (production: boolean) => ({
      admin: createAdminRepositories(app.database.db),
      signInAttempts: createSignInAttemptRepository(app.database.db),
      config: { production, secureCookies: true, publicUrl: WEB_ORIGIN },
      logger: pino({ level: 'silent' }),
      cookieHeader: null,
      clientAddress: null,
      setCookie: () => {},
      becomeStaff: () => {},
    });
    const demo = {
      email: DEMO_OWNER.email,
      password: DEMO_OWNER.password,
      code: currentTotp(DEMO_OWNER.totpSecret),
    };
    await expect(signInStaff(demo, deps(true))).rejects.toMatchObject({ code: STAFF_ERROR.SIGN_IN_REJECTED });
    await expect(signInStaff(demo, deps(false))).resolves.toMatchObject({ role: 'owner' });
  });
});
