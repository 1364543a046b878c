// The products part's operations (physical goods, e-books, stock, sales, discount codes).

const PRODUCT_FIELDS =
  'id title url body publishedAt productType digital currency priceAmount salePriceAmount saleStartsAt saleEndsAt saleLowestPriorAmount currentPriceAmount images { key url width height alt }';

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
      variants { id label stock priceAmount ordered }
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

export const CREATE_PRODUCT = /* GraphQL */ `
  mutation CreateProduct($digital: Boolean!, $productType: String!, $title: String!, $url: String!, $body: String,
    $priceAmount: Int!, $variants: [String!]) {
    createProduct(digital: $digital, productType: $productType, title: $title, url: $url, body: $body,
      priceAmount: $priceAmount, variants: $variants) { id title }
  }
`;

export const UPDATE_PRODUCT_TEXTS = /* GraphQL */ `
  mutation UpdateProductTexts($productId: ID!, $title: String!, $url: String!, $body: String!) {
    updateProductTexts(productId: $productId, title: $title, url: $url, body: $body) { ${PRODUCT_FIELDS} }
  }
`;

export const SET_PRODUCT_PUBLISHED = /* GraphQL */ `
  mutation SetProductPublished($productId: ID!, $published: Boolean!) {
    setProductPublished(productId: $productId, published: $published) { id publishedAt }
  }
`;

export const ADD_PRODUCT_VARIANT = /* GraphQL */ `
  mutation AddProductVariant($productId: ID!, $label: String!) { addProductVariant(productId: $productId, label: $label) { id } }
`;

export const RENAME_PRODUCT_VARIANT = /* GraphQL */ `
  mutation RenameProductVariant($variantId: ID!, $label: String!) { renameProductVariant(variantId: $variantId, label: $label) { id } }
`;

export const REMOVE_PRODUCT_VARIANT = /* GraphQL */ `
  mutation RemoveProductVariant($variantId: ID!) { removeProductVariant(variantId: $variantId) { id } }
`;

export const REMOVE_PRODUCT_IMAGE = /* GraphQL */ `
  mutation RemoveProductImage($productId: ID!, $key: String!) { removeProductImage(productId: $productId, key: $key) { id } }
`;
