// The products part's operations (physical goods, e-books, stock, sales, discount codes).

const PRODUCT_FIELDS =
  'id title url productType digital currency priceAmount salePriceAmount saleStartsAt saleEndsAt saleLowestPriorAmount currentPriceAmount';

export const PRODUCTS = /* GraphQL */ `
  query Products($digital: Boolean, $search: String) {
    products(digital: $digital, search: $search) {
      id title url productType digital priceAmount currency salePriceAmount saleStartsAt saleEndsAt stock published
    }
  }
`;

export const PRODUCT = /* GraphQL */ `
  query Product($id: ID!) {
    product(id: $id) {
      product { ${PRODUCT_FIELDS} }
      variants { id label stock priceAmount }
      movements { id variantId delta stockAfter kind reason staffEmail orderId at }
      ebookFile { fileName contentType byteSize }
    }
  }
`;

export const ADJUST_STOCK = /* GraphQL */ `
  mutation AdjustStock($variantId: ID!, $delta: Int!, $reason: String!) {
    adjustStock(variantId: $variantId, delta: $delta, reason: $reason) { variantId stock }
  }
`;

export const SET_PRODUCT_PRICING = /* GraphQL */ `
  mutation SetProductPricing($productId: ID!, $priceAmount: Int!, $salePriceAmount: Int, $saleStartsAt: String, $saleEndsAt: String) {
    setProductPricing(productId: $productId, priceAmount: $priceAmount, salePriceAmount: $salePriceAmount,
      saleStartsAt: $saleStartsAt, saleEndsAt: $saleEndsAt) { ${PRODUCT_FIELDS} }
  }
`;

const CODE_FIELDS =
  'id code percent amount currency fontsOnly validFrom validTo maxUses usedCount disabledAt createdAt';

export const DISCOUNT_CODES = /* GraphQL */ `
  query DiscountCodes { discountCodes { ${CODE_FIELDS} } }
`;

export const CREATE_DISCOUNT_CODE = /* GraphQL */ `
  mutation CreateDiscountCode($code: String!, $percent: Float, $amount: Int, $fontsOnly: Boolean,
    $validFrom: String, $validTo: String, $maxUses: Int) {
    createDiscountCode(code: $code, percent: $percent, amount: $amount, fontsOnly: $fontsOnly,
      validFrom: $validFrom, validTo: $validTo, maxUses: $maxUses) { ${CODE_FIELDS} }
  }
`;

export const DISABLE_DISCOUNT_CODE = /* GraphQL */ `
  mutation DisableDiscountCode($id: ID!) { disableDiscountCode(id: $id) { id code disabledAt } }
`;
