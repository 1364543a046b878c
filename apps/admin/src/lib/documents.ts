// The admin app's operations, one place; the admin schema is in apps/api/src/admin.

export const ME = 'query Me { me { id email name role permissions } }';

export const SIGN_IN = /* GraphQL */ `
  mutation StaffSignIn($email: String!, $password: String!, $code: String) {
    staffSignIn(email: $email, password: $password, code: $code) { id email name role permissions }
  }
`;

export const SIGN_OUT = 'mutation StaffSignOut { staffSignOut }';

export const DASHBOARD = /* GraphQL */ `
  query Dashboard {
    dashboard {
      salesToday { amount currency }
      salesThisMonth { amount currency }
      ordersToShip
      failedDownloads
      pendingSubmissions
      rewardClaimsToShip
    }
  }
`;

export const ORDER_PRODUCT_FILTERS =
  'query OrderProductFilters { orderProductFilters { families { id title } physicalProducts { id title } } }';

export const ORDERS = /* GraphQL */ `
  query Orders($statuses: [String!], $customer: String, $country: String, $from: String, $to: String, $familyId: ID, $physicalProductId: ID, $page: Int) {
    orders(statuses: $statuses, customer: $customer, country: $country, from: $from, to: $to, familyId: $familyId, physicalProductId: $physicalProductId, page: $page, pageSize: 25) {
      total page pageSize
      nodes { id number status email customerName country createdAt total { amount currency } }
    }
  }
`;

export const ORDER = /* GraphQL */ `
  query Order($id: ID!) {
    order(id: $id) {
      order { id number status type email customerName country createdAt paidAt total { amount currency } }
      items { id kind title quantity unitPrice { amount currency } }
      payments { id provider pspReference resultCode method createdAt amount { amount currency } }
      refunds { id reason status createdAt orderItemId amount { amount currency } }
      shipment { trackingNumber carrier shippedAt }
      refundable { amount currency }
      needsShipping
    }
  }
`;

export const REFUND_ORDER = /* GraphQL */ `
  mutation RefundOrder($orderId: ID!, $amount: Int, $orderItemId: ID, $reason: String) {
    refundOrder(orderId: $orderId, amount: $amount, orderItemId: $orderItemId, reason: $reason) { status }
  }
`;

export const MARK_SHIPPED = /* GraphQL */ `
  mutation MarkOrderShipped($orderId: ID!, $trackingNumber: String!, $carrier: String, $trackUrl: String) {
    markOrderShipped(orderId: $orderId, trackingNumber: $trackingNumber, carrier: $carrier, trackUrl: $trackUrl) {
      trackingNumber
    }
  }
`;

export const CANCEL_ORDER =
  'mutation CancelOrder($orderId: ID!) { cancelOrder(orderId: $orderId) { id status } }';

export const SUBMISSIONS = /* GraphQL */ `
  query Submissions($status: String) {
    fontsInUseSubmissions(status: $status) { id title url description designer status createdAt customerEmail customerName }
  }
`;

export const REVIEW_SUBMISSION = /* GraphQL */ `
  mutation ReviewSubmission($id: ID!, $approve: Boolean!, $note: String) {
    reviewFontsInUseSubmission(id: $id, approve: $approve, note: $note) { id status }
  }
`;

export const AUDIT_LOG = /* GraphQL */ `
  query AuditLog($page: Int) {
    auditLog(page: $page, pageSize: 50) { total page pageSize nodes { id staffEmail action entityType entityId before after at } }
  }
`;

export const PRICE_LIST = /* GraphQL */ `
  query PriceList {
    priceList {
      families { id url title products { id kind title styleTitle encodingTitle price { amount currency } } }
      bundles { id kind title styleTitle encodingTitle price { amount currency } }
    }
  }
`;

export const SALES_REPORT = /* GraphQL */ `
  query SalesReport($by: SalesReportGrouping!, $from: String!, $to: String!) {
    salesReport(by: $by, from: $from, to: $to) { key label currency net vat gross }
  }
`;

export const VAT_OSS_REPORT = /* GraphQL */ `
  query VatOssReport($quarter: String!) {
    vatOssReport(quarter: $quarter) {
      quarter
      consumerSales { country countryName rateBp currency taxableAmount vatAmount correctionTaxableAmount correctionVatAmount }
      reverseCharge { country countryName vatNumber currency amount correctionAmount }
    }
  }
`;

export const CHANGE_FONT_PRODUCT_PRICE = /* GraphQL */ `
  mutation ChangeFontProductPrice($productId: ID!, $amount: Int!) {
    changeFontProductPrice(productId: $productId, amount: $amount) { productId price { amount currency } }
  }
`;

export const LICENCES = /* GraphQL */ `
  query Licences {
    licences { id slug title kind options { id name title hidden tiers { id title value priceFactor isDefault } } }
  }
`;

export const CHANGE_LICENCE_TIER = /* GraphQL */ `
  mutation ChangeLicenceTier($tierId: ID!, $title: String!, $priceFactor: Float!) {
    changeLicenceTier(tierId: $tierId, title: $title, priceFactor: $priceFactor) { id title priceFactor }
  }
`;

export const CORPORATE_CODES = /* GraphQL */ `
  query CorporateCodes {
    corporateCodes { id code company status validTo maxUses usedCount products { id title } }
  }
`;

export const CREATE_CORPORATE_CODE = /* GraphQL */ `
  mutation CreateCorporateCode($code: String!, $company: String!, $validTo: String, $maxUses: Int, $productIds: [ID!]!) {
    createCorporateCode(code: $code, company: $company, validTo: $validTo, maxUses: $maxUses, productIds: $productIds) { id code }
  }
`;

export const DISABLE_CORPORATE_CODE =
  'mutation DisableCorporateCode($id: ID!) { disableCorporateCode(id: $id) { id status } }';

export const PAGE_VIEW_REPORT = /* GraphQL */ `
  query PageViewReport($from: String!, $to: String!) {
    pageViewReport(from: $from, to: $to) { projects { projectId projectTitle customerEmail month pageViews } totals { month pageViews } }
  }
`;
