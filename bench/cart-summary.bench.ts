import {
  countries,
  discountCodes,
  encodings,
  licenseOptionChoices,
  licenseOptions,
  licenses,
  physicalProducts,
  physicalProductVariants,
  productChildren,
  products,
  shippingMethods,
} from '@foundry/db';
import { and, asc, eq, gt, inArray, isNull, or, sql } from '@foundry/db/orm';
import { type BenchResult, medianMs } from './measure.ts';
import { withSeededApi } from './seeded-api.ts';

const SUMMARY_QUERY = `query CartSummary(
  $fonts: [FamilyProductSelectionInput!], $physical: [PhysicalProductSelectionInput!],
  $shipping: ShippingSelectionInput, $discountCode: String, $country: String
) {
  readCartSummary(familyProductSelections: $fonts, physicalProductSelections: $physical,
    shipping: $shipping, discountCode: $discountCode, country: $country) {
    items {
      selectionIndex quantity title price { amount currency } oldPrice { amount } totalVAT { amount }
      percentageVAT discount { amount }
      product { ... on PhysicalProduct { id title } ... on FontProduct { id title kind } }
      variant { id label }
      license { id title options { name value valueTitle } }
      encodings { id title } unsupportedEncodings
    }
    subTotalPrice { amount } discountPrice { amount } vatPrice { amount } totalPrice { amount } clubPoints
    shipping { id title price { amount } totalVAT { amount } }
    vat { kind country rate note }
    shippingRequired accountRequired
  }
}`;

const DESKTOP = [
  {
    id: 'desktop',
    options: [
      { name: 'computers', value: '1' },
      { name: 'thirdParties', value: '0' },
      { name: 'term', value: 'perpetual' },
    ],
  },
];

export async function benchCartSummary(): Promise<BenchResult> {
  return withSeededApi(async ({ app, database }) => {
    const { db } = database;

    // The cart: the first variant in stock of nine products, and the first FAMILY product.
    const inStock = await db
      .select({ productId: physicalProductVariants.physicalProductId, variantId: physicalProductVariants.id })
      .from(physicalProductVariants)
      .where(gt(physicalProductVariants.stock, 0))
      .orderBy(asc(physicalProductVariants.physicalProductId), asc(physicalProductVariants.id));
    const physical = [...new Map(inStock.map((row) => [row.productId, row])).values()]
      .slice(0, 9)
      .map((row, index) => ({
        productID: String(row.productId),
        variantID: String(row.variantId),
        quantity: 1,
        selectionIndex: index + 1,
      }));
    const [family] = await db
      .select({ id: products.id, encodingId: products.encodingId })
      .from(products)
      .where(eq(products.kind, 'FAMILY'))
      .orderBy(asc(products.id))
      .limit(1);
    if (!family || physical.length < 9) throw new Error('the seed lacks the products of the benchmark cart');
    const fonts = [
      {
        productIDs: [String(family.id)],
        encodingIDs: family.encodingId ? [String(family.encodingId)] : [],
        licenses: DESKTOP,
        selectionIndex: 0,
      },
    ];
    const [euPost] = await db
      .select({ id: shippingMethods.id })
      .from(shippingMethods)
      .where(eq(shippingMethods.title, 'Standard post'));
    const variables = {
      fonts,
      physical,
      shipping: { id: String(euPost?.id) },
      discountCode: 'WELCOME10',
      country: 'DE',
    };

    const productIds = physical.map((line) => Number(line.productID));
    const sqlFloor = async () => {
      await db
        .select()
        .from(physicalProducts)
        .leftJoin(physicalProductVariants, eq(physicalProductVariants.physicalProductId, physicalProducts.id))
        .where(inArray(physicalProducts.id, productIds));
      await db
        .select()
        .from(products)
        .where(
          or(
            eq(products.id, family.id),
            inArray(
              products.id,
              db
                .select({ id: productChildren.childId })
                .from(productChildren)
                .where(eq(productChildren.parentId, family.id)),
            ),
          ),
        );
      await db
        .select()
        .from(licenses)
        .innerJoin(licenseOptions, eq(licenseOptions.licenseId, licenses.id))
        .innerJoin(licenseOptionChoices, eq(licenseOptionChoices.optionId, licenseOptions.id));
      await db.select().from(encodings);
      await db
        .select()
        .from(countries)
        .where(inArray(countries.code, ['CZ', 'DE']));
      await db.select().from(discountCodes).where(eq(discountCodes.code, 'WELCOME10'));
      await db
        .select()
        .from(shippingMethods)
        .where(
          and(
            eq(shippingMethods.active, true),
            or(isNull(shippingMethods.countryCodes), sql`'DE' = ANY(${shippingMethods.countryCodes})`),
          ),
        );
    };
    const throughGraphql = async () => {
      const response = await app.yoga.fetch('http://localhost:4000/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: SUMMARY_QUERY, variables }),
      });
      const body = (await response.json()) as {
        errors?: unknown[];
        data?: { readCartSummary: { items: unknown[] } };
      };
      if (body.errors) throw new Error(`readCartSummary failed: ${JSON.stringify(body.errors)}`);
      if (body.data?.readCartSummary.items.length !== 10) throw new Error('the summary lost lines');
    };

    const baselineMs = await medianMs(sqlFloor);
    const measuredMs = await medianMs(throughGraphql);
    return {
      name: 'readCartSummary of 10 lines (GraphQL vs SQL floor)',
      baselineMs,
      measuredMs,
      budgetRatio: 3,
    };
  });
}
