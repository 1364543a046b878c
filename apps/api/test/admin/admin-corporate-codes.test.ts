import { STAFF_ERROR } from '@foundry/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, WEB_ORIGIN } from '../harness.ts';
import { adminCodeOf, adminSend, signInAs } from './admin-helpers.ts';

const CODES =
  'query { corporateCodes { id code company status maxUses usedCount validTo products { id title } } }';
const CREATE = /* GraphQL */ `
  mutation ($code: String!, $company: String!, $validTo: String, $maxUses: Int, $ids: [ID!]!) {
    createCorporateCode(code: $code, company: $company, validTo: $validTo, maxUses: $maxUses, productIds: $ids) {
      id code company status maxUses products { id }
    }
  }
`;
const DISABLE = 'mutation ($id: ID!) { disableCorporateCode(id: $id) { id status validTo } }';
const FAMILY_PRODUCT = '{ readFamilies(page: 1, pageSize: 1) { nodes { fontProducts { id kind } } } }';
const CORPORATE_FONTS = 'query ($code: String!) { readCorporateFonts(code: $code) { code company } }';

type Code = { id: string; code: string; status: string; products: { id: string }[] };

describe('back office: corporate codes', () => {
  let app: TestApp;
  let editor: string;
  let familyProductId: string;
  beforeAll(async () => {
    app = await createTestApp();
    editor = await signInAs(app, 'editor');
    const families = await app.graphql<{
      readFamilies: { nodes: { fontProducts: { id: string; kind: string }[] }[] };
    }>(FAMILY_PRODUCT, {}, { origin: WEB_ORIGIN });
    const product = families.body.data?.readFamilies.nodes[0]?.fontProducts.find((p) => p.kind === 'FAMILY');
    if (!product) throw new Error('no family product');
    familyProductId = product.id;
  });
  afterAll(() => app.close());

  const create = (variables: Record<string, unknown>, cookie = editor) =>
    adminSend<{ createCorporateCode: Code }>(
      app,
      CREATE,
      { company: 'Acme Type Users Ltd', ids: [familyProductId], ...variables },
      cookie,
    );

  it('creates a code (stored upper-case) that the shop accepts, lists it, and disables it', async () => {
    const created = await create({ code: ' acme-2027 ', maxUses: 3 });
    expect(created.body.errors).toBeUndefined();
    const code = created.body.data?.createCorporateCode as Code;
    expect(code).toMatchObject({ code: 'ACME-2027', status: 'ACTIVE', products: [{ id: familyProductId }] });
    const corporateFonts = () => app.graphql(CORPORATE_FONTS, { code: 'acme-2027' }, { origin: WEB_ORIGIN });
    const accepted = await corporateFonts();
    expect(accepted.body.errors).toBeUndefined();
    expect(accepted.body.data).toEqual({
      readCorporateFonts: { code: 'ACME-2027', company: 'Acme Type Users Ltd' },
    });

    const list = await adminSend<{ corporateCodes: Code[] }>(app, CODES, {}, editor);
    expect(list.body.data?.corporateCodes[0]).toMatchObject({ code: 'ACME-2027', usedCount: 0, maxUses: 3 });

    const disabled = await adminSend<{ disableCorporateCode: Code }>(app, DISABLE, { id: code.id }, editor);
    expect(disabled.body.data?.disableCorporateCode.status).toBe('ENDED');
    // The shop refuses it from now on, as an expired code (301).
    const refused = await corporateFonts();
    expect(refused.body.errors?.[0]?.extensions?.code).toBe(301);
    expect(adminCodeOf(await adminSend(app, DISABLE, { id: code.id }, editor))).toBe(STAFF_ERROR.CONFLICT);

    const owner = await signInAs(app, 'owner');
    const audit = await adminSend<{ auditLog: { nodes: { action: string }[] } }>(
      app,
      'query ($id: String) { auditLog(entityType: "corporate-code", entityId: $id) { nodes { action } } }',
      { id: code.id },
      owner,
    );
    expect(audit.body.data?.auditLog.nodes.map((n) => n.action)).toEqual([
      'corporate-code.disable',
      'corporate-code.create',
    ]);
  });

  it('answers bad input with field errors and keeps codes unique', async () => {
    const bad = await create({ code: 'x', company: ' ', maxUses: 0, validTo: 'soon', ids: [] });
    expect(adminCodeOf(bad)).toBe('BAD_USER_INPUT');
    expect(Object.keys(bad.body.errors?.[0]?.extensions?.fields ?? {}).sort()).toEqual([
      'code',
      'company',
      'maxUses',
      'productIds',
      'validTo',
    ]);
    expect((await create({ code: 'UNIQUE-1' })).body.errors).toBeUndefined();
    const again = await create({ code: 'unique-1' });
    expect(again.body.errors?.[0]?.extensions?.fields).toEqual({ code: 'This code exists already.' });
    expect(adminCodeOf(await adminSend(app, DISABLE, { id: '999999' }, editor))).toBe(STAFF_ERROR.NOT_FOUND);
  });

  it('refuses support', async () => {
    const support = await signInAs(app, 'support');
    expect(adminCodeOf(await create({ code: 'SUPPORT-1' }, support))).toBe(STAFF_ERROR.FORBIDDEN);
    expect(adminCodeOf(await adminSend(app, CODES, {}, support))).toBe(STAFF_ERROR.FORBIDDEN);
  });
});
