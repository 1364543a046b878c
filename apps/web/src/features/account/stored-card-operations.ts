import { graphql } from '../../lib/graphql/graphql.ts';

/** The signed-in user's saved cards (the default first). */
export const ReadStoredCardsQuery = graphql(`
  query ReadStoredCards {
    readUser {
      id
      storedCards {
        id
        brand
        lastFour
        expiryMonth
        expiryYear
        default
        status
      }
    }
  }
`);

/** Makes a card the default; answers all the cards. */
export const UpdateDefaultStoredCardMutation = graphql(`
  mutation UpdateDefaultStoredCard($id: ID!) {
    updateDefaultStoredCard(id: $id) {
      id
      brand
      lastFour
      expiryMonth
      expiryYear
      default
      status
    }
  }
`);

/** Forgets a card (at the provider too); answers the remaining cards. */
export const DeleteStoredCardMutation = graphql(`
  mutation DeleteStoredCard($id: ID!) {
    deleteStoredCard(id: $id) {
      id
      brand
      lastFour
      expiryMonth
      expiryYear
      default
      status
    }
  }
`);

/** The card with its status as the provider sees it now. */
export const VerifyStoredCardQuery = graphql(`
  query VerifyStoredCard($id: ID!) {
    verifyStoredCard(id: $id) {
      id
      brand
      lastFour
      expiryMonth
      expiryYear
      default
      status
    }
  }
`);

/** A zero-amount check of a new card; kept when authorised (3-D Secure cards come back through verifyPayment). */
export const AddStoredCardMutation = graphql(`
  mutation AddStoredCard($paymentMethod: JSON!) {
    addStoredCard(paymentMethod: $paymentMethod) {
      resultCode
      action
      refusalReason
      storedCard {
        id
      }
    }
  }
`);

/** Finishes the check of a card after the bank page (3-D Secure) sent the user back. */
export const VerifyStoredCardPaymentMutation = graphql(`
  mutation VerifyStoredCardPayment($redirectResult: String) {
    verifyPayment(redirectResult: $redirectResult) {
      resultCode
      action
      refusalReason
      storedCard {
        id
      }
    }
  }
`);
