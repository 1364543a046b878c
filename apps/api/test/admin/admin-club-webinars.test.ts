import { auditLog } from '@foundry/db';
import { and, eq } from '@foundry/db/orm';
import { STAFF_ERROR } from '@foundry/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountTestApp, sender, signUp } from '../account-helpers.ts';
import type { TestApp } from '../harness.ts';
import { adminCodeOf, adminSend, signInAs } from './admin-helpers.ts';

const SAVE = /* GraphQL */ `
  mutation ($id: ID, $input: WebinarInput!) {
    saveWebinar(id: $id, input: $input) { id title startsAt durationMinutes link state }
  }
`;
const CANCEL = 'mutation ($id: ID!) { cancelWebinar(id: $id) { id state } }';
const LIST = 'query { adminWebinars { id title state } }';
const MEMBER_WEBINARS = '{ readWebinars(pageSize: 100) { nodes { id title date duration link } } }';

type Webinar = { id: string; title: string; startsAt: string; state: string };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('back office: club webinars', () => {
  let app: TestApp;
  let editor: string;
  let support: string;
  let member: string;
  beforeAll(async () => {
    app = await createAccountTestApp();
    editor = await signInAs(app, 'editor');
    support = await signInAs(app, 'support');
    member = (await signUp(app, 'webinar-member@example.com')).cookie;
    await sender(app)('mutation { updateUser(club: true) { id } }', undefined, member);
  });
  afterAll(() => app.close());

  const save = (id: string | null, input: Record<string, unknown>, cookie = editor) =>
    adminSend<{ saveWebinar: Webinar }>(app, SAVE, { id, input }, cookie);
  const memberWebinars = async () => {
    const response = await sender(app)<{
      readWebinars: {
        nodes: { id: string; title: string; date: string; duration: number; link: string | null }[];
      };
    }>(MEMBER_WEBINARS, undefined, member);
    return response.body.data?.readWebinars.nodes ?? [];
  };
  const calendar = (id: string) => app.fetch(`/webinars/${id}.ics`);

  it('publishes a webinar members see with its link, moves it, and cancels it off their page', async () => {
    const startsAt = inDays(12);
    const created = await save(null, {
      title: ' Kerning in practice ',
      subTitle: 'Live with the studio',
      startsAt,
      durationMinutes: 75,
      link: 'https://meet.example.com/kerning',
      published: true,
    });
    expect(created.body.errors).toBeUndefined();
    const webinar = created.body.data?.saveWebinar as Webinar;
    expect(webinar).toMatchObject({ title: 'Kerning in practice', state: 'UPCOMING' });
    expect((await memberWebinars()).find((node) => node.id === webinar.id)).toMatchObject({
      date: startsAt,
      duration: 75,
      link: 'https://meet.example.com/kerning',
    });
    expect((await calendar(webinar.id)).status).toBe(200);

    const moved = inDays(14);
    const edited = await save(webinar.id, {
      title: 'Kerning in practice',
      startsAt: moved,
      durationMinutes: 90,
      published: true,
    });
    expect(edited.body.data?.saveWebinar).toMatchObject({ startsAt: moved, durationMinutes: 90, link: null });
    expect((await memberWebinars()).find((node) => node.id === webinar.id)).toMatchObject({
      date: moved,
      duration: 90,
    });

    const cancelled = await adminSend<{ cancelWebinar: Webinar }>(app, CANCEL, { id: webinar.id }, editor);
    expect(cancelled.body.data?.cancelWebinar.state).toBe('CANCELLED');
    expect((await memberWebinars()).some((node) => node.id === webinar.id)).toBe(false);
    expect((await calendar(webinar.id)).status).toBe(404);
    const again = await adminSend(app, CANCEL, { id: webinar.id }, editor);
    expect(adminCodeOf(again)).toBe(STAFF_ERROR.CONFLICT);

    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'webinar'), eq(auditLog.entityId, webinar.id)));
    expect(audit.map((row) => row.action).sort()).toEqual([
      'webinar.cancel',
      'webinar.create',
      'webinar.update',
    ]);
    const list = await adminSend<{ adminWebinars: Webinar[] }>(app, LIST, {}, editor);
    expect(list.body.data?.adminWebinars.find((row) => row.id === webinar.id)?.state).toBe('CANCELLED');
  });

  it('keeps a draft off the members’ page and refuses to cancel a webinar that is over', async () => {
    const draft = await save(null, {
      title: 'Draft session',
      startsAt: inDays(30),
      durationMinutes: 60,
      published: false,
    });
    const draftId = draft.body.data?.saveWebinar.id as string;
    expect(draft.body.data?.saveWebinar.state).toBe('DRAFT');
    expect((await memberWebinars()).some((node) => node.id === draftId)).toBe(false);

    const past = await save(null, {
      title: 'Last month',
      startsAt: inDays(-30),
      durationMinutes: 60,
      published: true,
    });
    expect(past.body.data?.saveWebinar.state).toBe('PAST');
    const refused = await adminSend(app, CANCEL, { id: past.body.data?.saveWebinar.id }, editor);
    expect(adminCodeOf(refused)).toBe(STAFF_ERROR.CONFLICT);
  });

  it('refuses wrong fields, an unknown webinar and support', async () => {
    const bad = await save(null, {
      title: '',
      startsAt: 'soon',
      durationMinutes: 2,
      link: 'http://x',
      published: true,
    });
    expect(adminCodeOf(bad)).toBe('BAD_USER_INPUT');
    expect(Object.keys(bad.body.errors?.[0]?.extensions?.fields ?? {}).sort()).toEqual([
      'durationMinutes',
      'link',
      'startsAt',
      'title',
    ]);
    expect(adminCodeOf(await adminSend(app, CANCEL, { id: '99999999' }, editor))).toBe(STAFF_ERROR.NOT_FOUND);
    const bySupport = await save(
      null,
      { title: 'By support', startsAt: inDays(3), durationMinutes: 30, published: true },
      support,
    );
    expect(adminCodeOf(bySupport)).toBe(STAFF_ERROR.FORBIDDEN);
    expect(adminCodeOf(await adminSend(app, LIST, {}, support))).toBe(STAFF_ERROR.FORBIDDEN);
  });
});
