import { STAFF_ERROR } from '@foundry/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, WEB_ORIGIN } from '../harness.ts';
import { adminCodeOf, adminSend, signInAs } from './admin-helpers.ts';

const LICENCES = 'query { licences { slug kind options { name tiers { id title value priceFactor } } } }';
const CHANGE = /* GraphQL */ `
  mutation ($id: ID!, $title: String!, $factor: Float!) {
    changeLicenceTier(tierId: $id, title: $title, priceFactor: $factor) { id title priceFactor priceFactorBp }
  }
`;
const PUBLIC_LICENCES = '{ readLicenses { slug options { name choices { id title priceFactor } } } }';

type Tier = { id: string; title: string; value: string; priceFactor: number };
type Licences = { licences: { slug: string; kind: string; options: { name: string; tiers: Tier[] }[] }[] };
type PublicLicences = {
  readLicenses: {
    slug: string;
    options: { name: string; choices: { id: string; title: string; priceFactor: number }[] }[];
  }[];
};

describe('back office: licence tiers', () => {
  let app: TestApp;
  let editor: string;
  beforeAll(async () => {
    app = await createTestApp();
    editor = await signInAs(app, 'editor');
  });
  afterAll(() => app.close());

  const fiveComputers = async () => {
    const answer = await adminSend<Licences>(app, LICENCES, {}, editor);
    expect(answer.body.errors).toBeUndefined();
    const desktop = answer.body.data?.licences.find((licence) => licence.slug === 'desktop');
    const tier = desktop?.options
      .find((option) => option.name === 'computers')
      ?.tiers.find((t) => t.value === '5');
    if (!desktop || !tier) throw new Error('the demo desktop licence has no tier for 5 computers');
    return { desktop, tier };
  };
  const publicTier = async (id: string) => {
    const answer = await app.graphql<PublicLicences>(PUBLIC_LICENCES, {}, { origin: WEB_ORIGIN });
    return answer.body.data?.readLicenses
      .flatMap((licence) => licence.options.flatMap((option) => option.choices))
      .find((choice) => choice.id === id);
  };

  it('lists licences with their kind and tiers as stored, and changes a tier the shop then shows', async () => {
    const { desktop, tier } = await fiveComputers();
    expect(desktop.kind).toBe('Desktop');
    expect(tier.priceFactor).toBe(2);
    const changed = await adminSend(app, CHANGE, { id: tier.id, title: '5 computers', factor: 2.25 }, editor);
    expect(changed.body.data).toEqual({
      changeLicenceTier: { id: tier.id, title: '5 computers', priceFactor: 2.25, priceFactorBp: 22_500 },
    });
    expect(await publicTier(tier.id)).toEqual({ id: tier.id, title: '5 computers', priceFactor: 2.25 });

    const owner = await signInAs(app, 'owner');
    const audit = await adminSend<{
      auditLog: { nodes: { action: string; before: string; after: string }[] };
    }>(
      app,
      'query ($id: String) { auditLog(entityType: "licence-tier", entityId: $id) { nodes { action before after } } }',
      { id: tier.id },
      owner,
    );
    const [row] = audit.body.data?.auditLog.nodes ?? [];
    expect(row?.action).toBe('licence-tier.change');
    expect(JSON.parse(row?.before ?? '{}')).toMatchObject({ priceFactorBp: 20_000 });
    expect(JSON.parse(row?.after ?? '{}')).toMatchObject({ priceFactorBp: 22_500 });
  });

  it('answers a bad title or factor with field errors, an unknown tier with not found', async () => {
    const { tier } = await fiveComputers();
    const bad = await adminSend(app, CHANGE, { id: tier.id, title: ' ', factor: -1 }, editor);
    expect(adminCodeOf(bad)).toBe('BAD_USER_INPUT');
    expect(Object.keys(bad.body.errors?.[0]?.extensions?.fields ?? {}).sort()).toEqual([
      'priceFactor',
      'title',
    ]);
    const unknown = await adminSend(app, CHANGE, { id: '999999', title: 'x', factor: 1 }, editor);
    expect(adminCodeOf(unknown)).toBe(STAFF_ERROR.NOT_FOUND);
    expect((await publicTier(tier.id))?.priceFactor).toBe(tier.priceFactor);
  });

  it('refuses support', async () => {
    const support = await signInAs(app, 'support');
    const { tier } = await fiveComputers();
    const refused = await adminSend(app, CHANGE, { id: tier.id, title: 'free', factor: 0 }, support);
    expect(adminCodeOf(refused)).toBe(STAFF_ERROR.FORBIDDEN);
    expect(adminCodeOf(await adminSend(app, LICENCES, {}, support))).toBe(STAFF_ERROR.FORBIDDEN);
  });
});
