import { AddressFields } from '../../lib/graphql/fragments/address-fields.ts';
import { graphql } from '../../lib/graphql/graphql.ts';

/** The address book: the default first, then oldest first. */
export const ReadAccountAddressesQuery = graphql(
  `
  query ReadAccountAddresses {
    readUser {
      id
      addresses {
        nodes {
          ...AddressFields
        }
      }
    }
  }
`,
  [AddressFields],
);

export const UpdateUserAddressMutation = graphql(`
  mutation UpdateUserAddress($id: ID!, $address: AddressInput!, $label: String, $isDefault: Boolean) {
    updateUserAddress(id: $id, address: $address, label: $label, isDefault: $isDefault) {
      id
    }
  }
`);

export const DeleteUserAddressMutation = graphql(`
  mutation DeleteUserAddress($id: ID!) {
    deleteUserAddress(id: $id) {
      id
    }
  }
`);

/** The settings page's values, as read and as answered by updateUser. Unmasked. */
const AccountSettingsFields = graphql(`
  fragment AccountSettingsFields on User @_unmask {
    id
    email
    mailing
    invoiceLanguage
    club
    clubSettings {
      notifyAfterTransaction
      notifyNewRewards
      notifyNewWebinar
    }
  }
`);

/** The settings page's values. */
export const ReadAccountSettingsQuery = graphql(
  `
  query ReadAccountSettings {
    readUser {
      ...AccountSettingsFields
    }
  }
`,
  [AccountSettingsFields],
);

/** updateUser: each group may come alone (club; the club notification flags; email and mailing; invoiceLanguage; password). */
export const UpdateUserMutation = graphql(
  `
  mutation UpdateUser(
    $club: Boolean
    $notifyAfterTransaction: Boolean
    $notifyNewRewards: Boolean
    $notifyNewWebinar: Boolean
    $email: String
    $mailing: Boolean
    $invoiceLanguage: String
    $password: String
    $currentPassword: String
    $resetToken: String
  ) {
    updateUser(
      club: $club
      notifyAfterTransaction: $notifyAfterTransaction
      notifyNewRewards: $notifyNewRewards
      notifyNewWebinar: $notifyNewWebinar
      email: $email
      mailing: $mailing
      invoiceLanguage: $invoiceLanguage
      password: $password
      currentPassword: $currentPassword
      resetToken: $resetToken
    ) {
      ...AccountSettingsFields
    }
  }
`,
  [AccountSettingsFields],
);

/** The user's own orders, newest first (search: order number, invoice number or an item title). */
export const ReadAccountOrdersQuery = graphql(`
  query ReadAccountOrders($search: String, $type: OrderType, $status: OrderStatus, $page: Int, $pageSize: Int) {
    readUser {
      id
      orders(search: $search, type: $type, status: $status, page: $page, pageSize: $pageSize) {
        nodes {
          id
          hash
          created
          status
          type
          totalPrice {
            amount
            currency
          }
        }
        pageInfo {
          hasNextPage
          nextPage
        }
      }
    }
  }
`);

/** Mails a link to set a new password; true whether an account exists or not. */
export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($email: String!) {
    resetPassword(email: $email)
  }
`);
