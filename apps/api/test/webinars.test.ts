import { webinars } from '@foundry/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, createAccountTestApp, sender, signUp } from './account-helpers.ts';
import { API_URL, type TestApp } from './harness.ts';

interface Webinar {
  id: string;
  title: string;
  subTitle: string | null;
  description: string | null;
  date: string;
  duration: number;
  live: boolean;
  past: boolean;
  link: string | null;
  iCal: string;
}

const READ = /* GraphQL */ `
  query ($page: Int, $pageSize: Int) {
    readWebinars(page: $page, pageSize: $pageSize) {
      nodes { id title subTitle description date duration live past link iCal }
      pageInfo { hasNextPage nextPage }
    }
  }
`;

describe('readWebinars', () => {
  let app: TestApp;
  let send: ReturnType<typeof sender>;
  let reader: { id: string; cookie: string };
  let member: { id: string; cookie: string };
  const read = (cookie: string, variables: Record<string, unknown> = {}) =>
    send<{ readWebinars: { nodes: Webinar[]; pageInfo: { hasNextPage: boolean; nextPage: number } } }>(
      READ,
      variables,
      cookie,
    );

  beforeAll(async () => {
    app = await createAccountTestApp();
    send = sender(app);
    reader = await signUp(app, 'reader@example.com');
    member = await signUp(app, 'member@example.com');
    await send('mutation { updateUser(club: true) { id } }', undefined, member.cookie);
  });
  afterAll(() => app.close());

  it('needs a session', async () => {
    expect(codeOf(await send(READ))).toBe(1);
  });

  it('lists upcoming webinars soonest first, then past ones, with the link for club members only', async () => {
    const forReader = (await read(reader.cookie)).body.data?.readWebinars;
    expect(forReader?.nodes.map((webinar) => [webinar.title, webinar.past])).toEqual([
      ['Spacing and kerning, live', false],
      ['Drawing variable fonts', false],
      ['Type for screens at small sizes', true],
    ]);
    expect(forReader?.pageInfo).toEqual({ hasNextPage: false, nextPage: 2 });
    for (const webinar of forReader?.nodes ?? []) {
      expect(webinar.link).toBeNull();
      expect(webinar.iCal).toBe(`${API_URL}/webinars/${webinar.id}.ics`);
      expect(webinar.live).toBe(false);
      expect(new Date(webinar.date).toISOString()).toBe(webinar.date);
    }
    const [first] = forReader?.nodes ?? [];
    expect(first).toMatchObject({ subTitle: 'How a typeface gets its rhythm', duration: 60 });
    expect(new Date(first?.date ?? 0).getTime()).toBeGreaterThan(Date.now());

    const forMember = (await read(member.cookie)).body.data?.readWebinars.nodes ?? [];
    expect(forMember.map((webinar) => webinar.link)).toEqual([
      'https://meet.example.com/club/spacing-and-kerning',
      'https://meet.example.com/club/drawing-variable-fonts',
      'https://video.example.com/club/type-for-screens',
    ]);
  });

  it('shows a webinar on air as live, first; leaves unpublished ones out; pages by up to 100', async () => {
    const now = Date.now();
    await app.database.db.insert(webinars).values([
      {
        title: 'On air now',
        startsAt: new Date(now - 10 * 60_000),
        durationMinutes: 60,
        link: 'https://meet.example.com/live',
      },
      { title: 'Draft', startsAt: new Date(now + 86_400_000), durationMinutes: 60, status: 'PENDING' },
    ]);
    const nodes = (await read(member.cookie)).body.data?.readWebinars.nodes ?? [];
    expect(nodes[0]).toMatchObject({ title: 'On air now', live: true, past: false });
    expect(nodes.map((webinar) => webinar.title)).not.toContain('Draft');

    const firstPage = (await read(member.cookie, { pageSize: 2 })).body.data?.readWebinars;
    expect(firstPage?.nodes).toHaveLength(2);
    expect(firstPage?.pageInfo).toEqual({ hasNextPage: true, nextPage: 2 });
    const second = (await read(member.cookie, { page: 2, pageSize: 2 })).body.data?.readWebinars;
    expect(second?.nodes.map((webinar) => webinar.title)).toEqual([
      'Drawing variable fonts',
      'Type for screens at small sizes',
    ]);
    const tooLarge = await read(member.cookie, { pageSize: 101 });
    expect(tooLarge.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

/** The content lines of an iCalendar text, unfolded (RFC 5545 3.1), as [name, value] pairs. */
function contentLines(text: string): [string, string][] {
  expect(text.endsWith('\r\n')).toBe(true);
  // Every line break is CRLF and no physical line is longer than 75 octets.
  for (const line of text.slice(0, -2).split('\r\n')) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  }
  return text
    .replace(/\r\n[ \t]/g, '')
    .slice(0, -2)
    .split('\r\n')
    .map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon), line.slice(colon + 1)];
    });
}

describe('GET /webinars/{id}.ics', () => {
  let app: TestApp;
  let send: ReturnType<typeof sender>;
  let member: { id: string; cookie: string };
  let list: Webinar[];

  beforeAll(async () => {
    app = await createAccountTestApp();
    send = sender(app);
    member = await signUp(app, 'calendar@example.com');
    await send('mutation { updateUser(club: true) { id } }', undefined, member.cookie);
    const response = await send<{ readWebinars: { nodes: Webinar[] } }>(READ, {}, member.cookie);
    list = response.body.data?.readWebinars.nodes ?? [];
  });
  afterAll(() => app.close());

  it('answers a VEVENT a calendar can import, with the join link for a club member’s session', async () => {
    const webinar = list[1] as Webinar;
    const response = await app.fetch(webinar.iCal, { headers: { cookie: member.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="webinar-${webinar.id}.ics"`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const lines = contentLines(await response.text());
    const names = lines.map(([name]) => name);
    expect(names.slice(0, 1)).toEqual(['BEGIN']);
    expect(lines.filter(([name, value]) => name === 'BEGIN' && value === 'VEVENT')).toHaveLength(1);
    const field = (name: string) => lines.find(([key]) => key === name)?.[1];
    expect(field('VERSION')).toBe('2.0');
    expect(field('UID')).toBe(`webinar-${webinar.id}@localhost`);
    expect(field('DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(field('DTSTART')).toBe(webinar.date.replace(/[-:]/g, '').replace('.000', ''));
    expect(field('DURATION')).toBe('PT1H30M');
    expect(field('SUMMARY')).toBe('Drawing variable fonts: Masters\\, axes and the instances in between');
    expect(field('DESCRIPTION')).toContain('From two masters to a weight axis');
    expect(field('DESCRIPTION')).toContain(
      '\\n\\nJoin: https://meet.example.com/club/drawing-variable-fonts',
    );
    expect(field('URL')).toBe('https://meet.example.com/club/drawing-variable-fonts');
    expect(lines.at(-1)).toEqual(['END', 'VCALENDAR']);
  });

  it('leaves the link out without a club member’s session', async () => {
    const webinar = list[0] as Webinar;
    const text = await (await app.fetch(webinar.iCal)).text();
    const lines = contentLines(text);
    expect(lines.find(([name]) => name === 'SUMMARY')?.[1]).toBe(
      'Spacing and kerning\\, live: How a typeface gets its rhythm',
    );
    expect(lines.some(([name]) => name === 'URL')).toBe(false);
    expect(text).not.toContain('meet.example.com');
  });

  it('answers 404 for an unknown or unpublished webinar and 405 for other methods', async () => {
    expect((await app.fetch('/webinars/999999.ics')).status).toBe(404);
    const [draft] = await app.database.db
      .insert(webinars)
      .values({ title: 'Draft', startsAt: new Date(), durationMinutes: 30, status: 'PENDING' })
      .returning();
    expect((await app.fetch(`/webinars/${draft?.id}.ics`)).status).toBe(404);
    const posted = await app.fetch(`/webinars/${list[0]?.id}.ics`, { method: 'POST' });
    expect(posted.status).toBe(405);
  });
});
