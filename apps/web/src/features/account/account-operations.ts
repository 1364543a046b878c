import { graphql } from '../../lib/graphql/graphql.ts';

/** The address book: the default first, then oldest first. */
export const ReadAccountAddressesQuery = graphql(`
  query ReadAccountAddresses {
    readUser {
      id
      addresses {
        id
        label
        name
        organization
        address
        city
        zip
        country
        state
        vatNumber
        phone
        default
      }
    }
  }
`);

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

/** The settings page's values. */
export const ReadAccountSettingsQuery = graphql(`
  query ReadAccountSettings {
    readUser {
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
  }
`);

/** updateUser: each group may come alone (club; clubSettings; email and mailing; invoiceLanguage; password). */
export const UpdateUserMutation = graphql(`
  mutation UpdateUser(
    $club: Boolean
    $clubSettings: ClubSettingsInput
    $email: String
    $mailing: Boolean
    $invoiceLanguage: String
    $password: String
    $currentPassword: String
    $resetToken: String
  ) {
    updateUser(
      club: $club
      clubSettings: $clubSettings
      email: $email
      mailing: $mailing
      invoiceLanguage: $invoiceLanguage
      password: $password
      currentPassword: $currentPassword
      resetToken: $resetToken
    ) {
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
  }
`);

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
