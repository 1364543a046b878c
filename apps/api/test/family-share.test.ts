import { familyShares } from '@foundry/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_CAPTCHA_TOKEN } from '../src/integrations/captcha/dev-captcha-verifier.ts';
import { createTestApp, type TestApp, WEB_ORIGIN } from './harness.ts';

const CREATE = /* GraphQL */ `
  mutation Share($data: JSON!, $reCaptchaToken: String) {
    createFamilyShare(data: $data, reCaptchaToken: $reCaptchaToken) { id url data family { url } }
  }
`;
const READ = /* GraphQL */ `
  query Read($id: ID!) { readFamilyShare(id: $id) { id url data family { id url } } }
`;
const FAMILY = /* GraphQL */ `
  query Family($url: String!) {
    readFamilies(url: $url) {
      nodes { id styles { id } variableFonts { id axes { tag min max } } }
    }
  }
`;

type Share = { id: string; url: string; data: Record<string, unknown>; family: { id?: string; url: string } };
type FamilyIds = {
  id: string;
  styles: { id: string }[];
  variableFonts: { id: string; axes: { tag: string; min: number; max: number }[] }[];
};

describe('family shares (createFamilyShare, readFamilyShare)', () => {
  let app: TestApp;
  let inter: FamilyIds;
  let vollkorn: FamilyIds;

  const codeOf = (body: Awaited<ReturnType<TestApp['graphql']>>['body']) =>
    body.errors?.[0]?.extensions?.code;
  const rows = () => app.database.db.select().from(familyShares);
  const familyOf = async (url: string) => {
    const { body } = await app.graphql<{ readFamilies: { nodes: FamilyIds[] } }>(FAMILY, { url });
    const family = body.data?.readFamilies.nodes[0];
    if (!family) throw new Error(`no family ${url}`);
    return family;
  };
  const tester = () => ({
    familyID: inter.id,
    text: 'Sphinx of black quartz',
    size: 72,
    leading: 1.3,
    alignment: 'center',
    variableFontID: inter.variableFonts[0]?.id,
    axes: { wght: 650, opsz: 20 },
    features: ['tnum', 'ss01', 'tnum'],
  });

  beforeAll(async () => {
    app = await createTestApp();
    [inter, vollkorn] = await Promise.all([familyOf('inter'), familyOf('vollkorn')]);
  });
  afterAll(() => app.close());

  it('refuses a share without a captcha token, or with a forged one, with code 5 and stores nothing', async () => {
    for (const reCaptchaToken of [undefined, 'forged']) {
      const { body } = await app.graphql(CREATE, { data: tester(), reCaptchaToken });
      expect(codeOf(body)).toBe(5);
    }
    expect(await rows()).toHaveLength(0);
  });

  it('stores the normalised tester state behind a short unguessable id, and reads it back', async () => {
    const { body } = await app.graphql<{ createFamilyShare: Share }>(CREATE, {
      data: { ...tester(), unknownKey: 'dropped', size: 72.00004 },
      reCaptchaToken: DEV_CAPTCHA_TOKEN,
    });
    const share = body.data?.createFamilyShare;
    expect(body.errors).toBeUndefined();
    expect(share?.id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(share?.url).toBe(`${WEB_ORIGIN}/fonts/inter?share=${share?.id}`);
    expect(share?.family.url).toBe('inter');
    expect(share?.data).toEqual({
      familyID: inter.id,
      text: 'Sphinx of black quartz',
      size: 72,
      leading: 1.3,
      alignment: 'center',
      variableFontID: inter.variableFonts[0]?.id,
      axes: { wght: 650, opsz: 20 },
      features: ['ss01', 'tnum'],
    });

    const read = await app.graphql<{ readFamilyShare: Share }>(READ, { id: share?.id });
    expect(read.body.data?.readFamilyShare).toEqual({ ...share, family: { id: inter.id, url: 'inter' } });

    const second = await app.graphql<{ createFamilyShare: Share }>(CREATE, {
      data: tester(),
      reCaptchaToken: DEV_CAPTCHA_TOKEN,
    });
    expect(second.body.data?.createFamilyShare.id).not.toBe(share?.id);
    expect(await rows()).toHaveLength(2);
  });

  it('keeps axis positions inside the variable font’s axes and drops axes it does not have', async () => {
    const wght = inter.variableFonts[0]?.axes.find((axis) => axis.tag === 'wght');
    const { body } = await app.graphql<{ createFamilyShare: Share }>(CREATE, {
      data: { ...tester(), axes: { wght: 5000, XXXX: 3 } },
      reCaptchaToken: DEV_CAPTCHA_TOKEN,
    });
    expect(body.data?.createFamilyShare.data.axes).toEqual({ wght: wght?.max });
  });

  it('answers null for an unknown or malformed id', async () => {
    for (const id of ['AAAAAAAAAAAA', "x'; drop table family_shares; --", 'a'.repeat(200)]) {
      const { body } = await app.graphql(READ, { id });
      expect(body).toEqual({ data: { readFamilyShare: null } });
    }
  });

  it('refuses invalid data with BAD_USER_INPUT on the data field, before the captcha', async () => {
    const { variableFontID: _, axes: __, ...withoutFace } = tester();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...tester(), text: 'x'.repeat(501) }, 'data.text'],
      [{ ...tester(), size: 1000 }, 'data.size'],
      [{ ...tester(), alignment: 'diagonal' }, 'data.alignment'],
      [{ ...tester(), features: ['toolong'] }, 'data.features'],
      [{ ...tester(), familyID: undefined }, 'data.familyID'],
      [withoutFace, 'data.styleID'],
      [{ ...tester(), styleID: inter.styles[0]?.id }, 'data.styleID'],
      [{ ...withoutFace, styleID: inter.styles[0]?.id, axes: { wght: 400 } }, 'data.axes'],
    ];
    for (const [data, field] of cases) {
      const { body } = await app.graphql(CREATE, { data, reCaptchaToken: 'forged' });
      expect(codeOf(body), field).toBe('BAD_USER_INPUT');
      expect(body.errors?.[0]?.extensions?.fields, field).toHaveProperty([field]);
    }
  });

  it('refuses a face of another family and an unknown family', async () => {
    const { variableFontID: _, axes: __, ...withoutFace } = tester();
    const otherStyle = await app.graphql(CREATE, {
      data: { ...withoutFace, styleID: vollkorn.styles[0]?.id },
      reCaptchaToken: DEV_CAPTCHA_TOKEN,
    });
    expect(otherStyle.body.errors?.[0]?.extensions?.fields).toHaveProperty(['data.styleID']);
    const unknown = await app.graphql(CREATE, {
      data: { ...tester(), familyID: '999999' },
      reCaptchaToken: DEV_CAPTCHA_TOKEN,
    });
    expect(codeOf(unknown.body)).toBe(205);
  });

  it('bounds what a share stores: the largest valid data stays under 4 KB', async () => {
    // 500 control characters (6 bytes each in JSON) and 64 feature tags: the most the limits allow.
    const { body } = await app.graphql<{ createFamilyShare: Share }>(CREATE, {
      data: {
        ...tester(),
        text: '\u0001'.repeat(500),
        features: Array.from({ length: 64 }, (_, index) => `ss${String(index).padStart(2, '0')}`),
      },
      reCaptchaToken: DEV_CAPTCHA_TOKEN,
    });
    const id = body.data?.createFamilyShare.id;
    const [row] = (await rows()).filter((candidate) => candidate.id === id);
    expect(Buffer.byteLength(JSON.stringify(row?.data), 'utf8')).toBeLessThanOrEqual(4096);
    expect(row?.data.text).toHaveLength(500);
  });

  it('stores the same face for a static style', async () => {
    const { variableFontID: _, axes: __, ...withoutFace } = tester();
    const { body } = await app.graphql<{ createFamilyShare: Share }>(CREATE, {
      data: { ...withoutFace, styleID: inter.styles[1]?.id, encodingID: '1' },
      reCaptchaToken: DEV_CAPTCHA_TOKEN,
    });
    expect(body.data?.createFamilyShare.data).toMatchObject({ styleID: inter.styles[1]?.id });
    expect(body.data?.createFamilyShare.data).not.toHaveProperty('axes');
  });
});
