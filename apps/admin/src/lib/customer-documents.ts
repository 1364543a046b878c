// The customers pages' operations (the admin schema's customers fields, apps/api/src/admin/schema/customers.ts).
const CUSTOMER_FIELDS = 'id email name organization country club createdAt orderCount';

export const CUSTOMERS = /* GraphQL */ `
  query Customers($search: String, $page: Int) {
    customers(search: $search, page: $page, pageSize: 25) { total page pageSize nodes { ${CUSTOMER_FIELDS} } }
  }
`;

export const CUSTOMER = /* GraphQL */ `
  query Customer($id: ID!) {
    customer(id: $id) {
      customer { ${CUSTOMER_FIELDS} }
      orders { id number status email customerName country createdAt total { amount currency } }
      fonts { orderItemId orderId title paidAt }
      webfontsProjects { id title type status createdAt }
      clubPoints
      clubHistory { id points kind description createdAt expiresAt }
    }
  }
`;

export const ADJUST_CLUB_POINTS = /* GraphQL */ `
  mutation AdjustClubPoints($customerId: ID!, $points: Int!, $reason: String!) {
    adjustClubPoints(customerId: $customerId, points: $points, reason: $reason) { id }
  }
`;

export const SEND_PASSWORD_RESET_LINK =
  'mutation SendPasswordResetLink($customerId: ID!) { sendPasswordResetLink(customerId: $customerId) }';

export const EXPORT_CUSTOMER_DATA = /* GraphQL */ `
  mutation ExportCustomerData($customerId: ID!) { exportCustomerData(customerId: $customerId) { fileName json } }
`;

export const ERASE_CUSTOMER = /* GraphQL */ `
  mutation EraseCustomer($customerId: ID!, $confirmEmail: String!) {
    eraseCustomer(customerId: $customerId, confirmEmail: $confirmEmail) { ordersKept }
  }
`;
