import { type Db, licenseOptionChoices, licenseOptions, licenses } from '@foundry/db';

/** The records these steps of the walk work on (part of WalkTargets). */
export interface EditorialWalkTargets {
  pressItemId: number;
  newsletterIssueId: number;
  corporateCodeId: number;
  fontProductId: number;
  /** A hidden option of its own with a default tier and another one. */
  licenceOptionId: number;
  spareTierId: number;
}

/** A fresh hidden licence option with two tiers: adding, removing and the default change it only. */
export async function insertWalkLicenceOption(db: Db) {
  const [licence] = await db.select({ id: licenses.id }).from(licenses).limit(1);
  const suffix = Math.random().toString(36).slice(2, 10);
  const [option] = await db
    .insert(licenseOptions)
    .values({ licenseId: licence?.id ?? 0, name: `walk-${suffix}`, title: 'Walk', hide: true })
    .returning({ id: licenseOptions.id });
  const tiers = await db
    .insert(licenseOptionChoices)
    .values([
      {
        optionId: option?.id ?? 0,
        title: 'One',
        value: 'one',
        priceFactorBp: 10_000,
        isDefault: true,
        sort: 1,
      },
      { optionId: option?.id ?? 0, title: 'Two', value: 'two', priceFactorBp: 15_000, sort: 2 },
    ])
    .returning({ id: licenseOptionChoices.id });
  return { licenceOptionId: option?.id ?? 0, spareTierId: tiers[1]?.id ?? 0 };
}

type Operation = {
  document: string;
  variables?: (t: EditorialWalkTargets) => Record<string, unknown>;
  writes?: boolean;
};

const PRESS_INPUT = { title: 'Walked press', year: 2025, category: 'review', languages: ['en'] };

/** Walk documents of the press items, newsletter issues, the orders' product filter and the catalogue's
 * tiers and codes (admin-operations.ts spreads them in). */
export const EDITORIAL_WALK_OPERATIONS: Record<string, Operation> = {
  addLicenceTier: {
    document:
      'mutation ($id: ID!) { addLicenceTier(optionId: $id, title: "Three", value: "three", priceFactor: 2) { id } }',
    variables: (t) => ({ id: String(t.licenceOptionId) }),
    writes: true,
  },
  removeLicenceTier: {
    document: 'mutation ($id: ID!) { removeLicenceTier(tierId: $id) }',
    variables: (t) => ({ id: String(t.spareTierId) }),
    writes: true,
  },
  setDefaultLicenceTier: {
    document: 'mutation ($id: ID!) { setDefaultLicenceTier(tierId: $id) { isDefault } }',
    variables: (t) => ({ id: String(t.spareTierId) }),
    writes: true,
  },
  updateCorporateCode: {
    document:
      'mutation ($id: ID!, $ids: [ID!]!) { updateCorporateCode(id: $id, company: "Walk Ltd", maxUses: 5, productIds: $ids) { id } }',
    variables: (t) => ({ id: String(t.corporateCodeId), ids: [String(t.fontProductId)] }),
    writes: true,
  },
  orderProductFilters: {
    document: 'query { orderProductFilters { families { id title } physicalProducts { id } } }',
  },
  adminPressItems: { document: 'query { adminPressItems { id title } }' },
  savePressItem: {
    document: 'mutation ($id: ID!, $input: PressItemInput!) { savePressItem(id: $id, input: $input) { id } }',
    variables: (t) => ({ id: String(t.pressItemId), input: PRESS_INPUT }),
    writes: true,
  },
  deletePressItem: {
    document: 'mutation ($id: ID!) { deletePressItem(id: $id) }',
    variables: (t) => ({ id: String(t.pressItemId) }),
    writes: true,
  },
  adminNewsletterIssues: { document: 'query { adminNewsletterIssues { id subject previewUrl } }' },
  saveNewsletterIssue: {
    document:
      'mutation ($id: ID!, $input: NewsletterIssueInput!) { saveNewsletterIssue(id: $id, input: $input) { id } }',
    variables: (t) => ({
      id: String(t.newsletterIssueId),
      input: { subject: 'Walked issue', blocks: [{ kind: 'paragraph', text: 'Walked.' }] },
    }),
    writes: true,
  },
  publishNewsletterIssue: {
    document: 'mutation ($id: ID!) { publishNewsletterIssue(id: $id) { sentAt } }',
    variables: (t) => ({ id: String(t.newsletterIssueId) }),
    writes: true,
  },
};
