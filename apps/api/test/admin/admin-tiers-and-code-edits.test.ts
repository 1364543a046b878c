import { STAFF_ERROR } from '@foundry/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, WEB_ORIGIN } from '../harness.ts';
import { adminCodeOf, adminSend, signInAs } from './admin-helpers.ts';
import { createCachedTestApp } from './cached-test-app.ts';

const LICENCES = 'query { licences { options { id name tiers { id title value isDefault priceFactor } } } }';
const ADD = /* GraphQL */ `
  mutation ($id: ID!, $title: String!, $value: String!, $factor: Float!) {
    addLicenceTier(optionId: $id, title: $title, value: $value, priceFactor: $factor) { id title value priceFactorBp isDefault }
  }
`;
const REMOVE = 'mutation ($id: ID!) { removeLicenceTier(tierId: $id) }';
const DEFAULT = 'mutation ($id: ID!) { setDefaultLicenceTier(tierId: $id) { id isDefault } }';
const PUBLIC_LICENCES = '{ readLicenses { options { name choices { title value isDefault } } } }';
const CREATE_CODE = /* GraphQL */ `
  mutation ($ids: [ID!]!) { createCorporateCode(code: "EDIT-ME-1", company: "Acme", productIds: $ids) { id } }
`;
const UPDATE_CODE = /* GraphQL */ `
  mutation ($id: ID!, $company: String!, $validTo: String, $maxUses: Int, $ids: [ID!]!) {
    updateCorporateCode(id: $id, company: $company, validTo: $validTo, maxUses: $maxUses, productIds: $ids) {
      code company maxUses validTo status products { id }
    }
  }
`;
const FAMILY_PRODUCTS = '{ readFamilies(page: 1, pageSize: 2) { nodes { fontProducts { id kind } } } }';
const CORPORATE_FONTS = 'query ($code: String!) { readCorporateFonts(code: $code) { company } }';

type Tier = { id: string; title: string; value: string; isDefault: boolean };
type Licences = { licences: { options: { id: string; name: string; tiers: Tier[] }[] }[] };
type PublicChoices = {
  readLicenses: { options: { name: string; choices: { value: string; isDefault: boolean }[] }[] }[];
};

describe('back office: licence tiers added, removed and made default; corporate codes edited', () => {
  let app: TestApp;
  let close: () => Promise<void>;
  let editor: string;
  beforeAll(async () => {
    // The response cache on: the shop's licences must renew when a tier changes.
    ({ app, close } = await createCachedTestApp('admin-tiers'));
    editor = await signInAs(app, 'editor');
  });
  afterAll(() => close?.());

  const publicChoices = async (name: string) => {
    const answer = await app.graphql<PublicChoices>(PUBLIC_LICENCES, {}, { origin: WEB_ORIGIN });
    const option = answer.body.data?.readLicenses
      .flatMap((licence) => licence.options)
      .find((o) => o.name === name);
    return option?.choices ?? [];
  };

  it('adds a tier the shop offers, makes it the default, and removes the old one', async () => {
    const list = await adminSend<Licences>(app, LICENCES, {}, editor);
    const option = list.body.data?.licences
      .flatMap((licence) => licence.options)
      .find((o) => o.tiers.length > 1);
    if (!option) throw new Error('no option with tiers');
    const oldDefault = option.tiers.find((tier) => tier.isDefault) as Tier;
    expect((await publicChoices(option.name)).map((choice) => choice.value)).not.toContain('studio-50');

    const added = await adminSend<{ addLicenceTier: Tier & { priceFactorBp: number } }>(
      app,
      ADD,
      { id: option.id, title: '50 computers', value: 'Studio-50', factor: 6.5 },
      editor,
    );
    expect(added.body.errors).toBeUndefined();
    const tier = added.body.data?.addLicenceTier;
    expect(tier).toMatchObject({ value: 'studio-50', priceFactorBp: 65_000, isDefault: false });
    // On PostgreSQL the change reaches the cache by NOTIFY, a moment after the write commits: wait for it.
    await expect
      .poll(async () => (await publicChoices(option.name)).map((choice) => choice.value))
      .toContain('studio-50');

    const twice = await adminSend(
      app,
      ADD,
      { id: option.id, title: 'Again', value: 'studio-50', factor: 1 },
      editor,
    );
    expect(twice.body.errors?.[0]?.extensions?.fields).toEqual({
      value: 'Another tier of this option has it.',
    });

    const refused = await adminSend(app, REMOVE, { id: oldDefault.id }, editor);
    expect(adminCodeOf(refused)).toBe(STAFF_ERROR.CONFLICT);

    const chosen = await adminSend(app, DEFAULT, { id: tier?.id }, editor);
    expect(chosen.body.data).toEqual({ setDefaultLicenceTier: { id: tier?.id, isDefault: true } });
    await expect
      .poll(async () =>
        (await publicChoices(option.name)).filter((choice) => choice.isDefault).map((choice) => choice.value),
      )
      .toEqual(['studio-50']);

    const removed = await adminSend(app, REMOVE, { id: oldDefault.id }, editor);
    expect(removed.body.data).toEqual({ removeLicenceTier: true });
    await expect
      .poll(async () => (await publicChoices(option.name)).map((choice) => choice.value))
      .not.toContain(oldDefault.value);

    const owner = await signInAs(app, 'owner');
    const audit = await adminSend<{ auditLog: { nodes: { action: string }[] } }>(
      app,
      'query { auditLog(entityType: "licence-tier") { nodes { action } } }',
      {},
      owner,
    );
    expect(audit.body.data?.auditLog.nodes.map((row) => row.action)).toEqual([
      'licence-tier.remove',
      'licence-tier.default',
      'licence-tier.add',
    ]);
  });

  it('refuses malformed tiers and support', async () => {
    const list = await adminSend<Licences>(app, LICENCES, {}, editor);
    const optionId = list.body.data?.licences[0]?.options[0]?.id;
    const bad = await adminSend(
      app,
      ADD,
      { id: optionId, title: ' ', value: 'no spaces', factor: 101 },
      editor,
    );
    expect(Object.keys(bad.body.errors?.[0]?.extensions?.fields ?? {}).sort()).toEqual([
      'priceFactor',
      'title',
      'value',
    ]);
    const support = await signInAs(app, 'support');
    expect(adminCodeOf(await adminSend(app, DEFAULT, { id: '1' }, support))).toBe(STAFF_ERROR.FORBIDDEN);
  });

  it('edits a corporate code’s terms and products; its letters stay and the shop follows', async () => {
    const families = await app.graphql<{
      readFamilies: { nodes: { fontProducts: { id: string; kind: string }[] }[] };
    }>(FAMILY_PRODUCTS, {}, { origin: WEB_ORIGIN });
    const [first, second] = (families.body.data?.readFamilies.nodes ?? []).map(
      (node) => node.fontProducts.find((product) => product.kind === 'FAMILY')?.id as string,
    );
    const created = await adminSend<{ createCorporateCode: { id: string } }>(
      app,
      CREATE_CODE,
      { ids: [first] },
      editor,
    );
    const id = created.body.data?.createCorporateCode.id;
    const edited = await adminSend<{ updateCorporateCode: Record<string, unknown> }>(
      app,
      UPDATE_CODE,
      { id, company: 'Acme Holding', maxUses: 10, ids: [second, first] },
      editor,
    );
    expect(edited.body.errors).toBeUndefined();
    expect(edited.body.data?.updateCorporateCode).toMatchObject({
      code: 'EDIT-ME-1',
      company: 'Acme Holding',
      maxUses: 10,
      status: 'ACTIVE',
      products: [{ id: second }, { id: first }],
    });
    const shop = await app.graphql(CORPORATE_FONTS, { code: 'edit-me-1' }, { origin: WEB_ORIGIN });
    expect(shop.body.data).toEqual({ readCorporateFonts: { company: 'Acme Holding' } });

    const ended = await adminSend<{ updateCorporateCode: { status: string } }>(
      app,
      UPDATE_CODE,
      { id, company: 'Acme Holding', validTo: '2020-01-01T00:00:00Z', ids: [first] },
      editor,
    );
    expect(ended.body.data?.updateCorporateCode.status).toBe('ENDED');

    const bad = await adminSend(app, UPDATE_CODE, { id, company: 'A', maxUses: 0, ids: [] }, editor);
    expect(Object.keys(bad.body.errors?.[0]?.extensions?.fields ?? {}).sort()).toEqual([
      'company',
      'maxUses',
      'productIds',
    ]);
    const missing = await adminSend(
      app,
      UPDATE_CODE,
      { id: '99999999', company: 'Acme', ids: [first] },
      editor,
    );
    expect(adminCodeOf(missing)).toBe(STAFF_ERROR.NOT_FOUND);
  });
});
