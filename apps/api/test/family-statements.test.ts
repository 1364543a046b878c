import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

/** Every per-family field the family pages ask for, including the ones added since the no-N+1 test. */
const FAMILIES_WITH_PER_FAMILY_FIELDS = /* GraphQL */ `
  query FamiliesWithPerFamilyFields($pageSize: Int) {
    readFamilies(page: 1, pageSize: $pageSize) {
      nodes {
        id title titleInEncoding trialFamilyProductID
        encoding { id }
        familyEncodings { encoding { id } titleInEncoding }
        styles { id fontURL subsets { id url } }
        defaultStyle { id }
        prices { basicStyle { amount } basicFamily { amount } }
        variableFonts { id subsets { id } axes { tag } instances { name } }
        supportedLanguages { code name }
        fontProducts { id kind price { amount } style { id } children { id title price { amount } } }
      }
    }
  }
`;

interface Page {
  readFamilies: {
    nodes: { id: string; supportedLanguages: { code: string }[]; fontProducts: { id: string }[] }[];
  };
}

describe('a page of families costs a constant number of statements', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  async function statementsFor(pageSize: number) {
    let nodes: Page['readFamilies']['nodes'] = [];
    const statements = await app.countStatements(async () => {
      const response = await app.graphql<Page>(FAMILIES_WITH_PER_FAMILY_FIELDS, { pageSize });
      expect(response.body.errors).toBeUndefined();
      nodes = response.body.data?.readFamilies.nodes ?? [];
    });
    return { statements, nodes };
  }

  it('does not grow from 2 to 10 families when supportedLanguages and fontProducts are asked', async () => {
    const two = await statementsFor(2);
    const ten = await statementsFor(10);
    expect(two.nodes).toHaveLength(2);
    expect(ten.nodes).toHaveLength(10);
    // The fields really resolved to something, so their statements ran.
    expect(ten.nodes.some((family) => family.supportedLanguages.length > 0)).toBe(true);
    expect(ten.nodes.some((family) => family.fontProducts.length > 0)).toBe(true);
    // One statement per relation and level (families; their styles, encodings and products together;
    // variable fonts, axes, instances, code points…). Ten families may add one: the encodings of their
    // familyEncodings that the first encoding batch did not already load. One query per family for any
    // field would add at least eight.
    expect(ten.statements - two.statements).toBeLessThanOrEqual(1);
    expect(ten.statements).toBeLessThanOrEqual(14);
  });
});
