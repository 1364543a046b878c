import { graphql } from '../../lib/graphql/graphql.ts';
import { PaymentAttemptFragment } from './payment-attempt-fragment.ts';

/** What a stored card shows: every query and mutation that answers cards asks for these. */
const StoredCardFieldsFragment = graphql(`
  fragment StoredCardFields on StoredCard @_unmask {
    id
    brand
    lastFour
    expiryMonth
    expiryYear
    default
    status
  }
`);

/** The signed-in user's saved cards (the default first). */
export const ReadStoredCardsQuery = graphql(
  `
  query ReadStoredCards {
    readUser {
      id
      storedCards {
        ...StoredCardFields
      }
    }
  }
`,
  [StoredCardFieldsFragment],
);

/** Makes a card the default; answers all the cards. */
export const UpdateDefaultStoredCardMutation = graphql(
  `
  mutation UpdateDefaultStoredCard($id: ID!) {
    updateDefaultStoredCard(id: $id) {
      ...StoredCardFields
    }
  }
`,
  [StoredCardFieldsFragment],
);

/** Forgets a card (at the provider too); answers the remaining cards. */
export const DeleteStoredCardMutation = graphql(
  `
  mutation DeleteStoredCard($id: ID!) {
    deleteStoredCard(id: $id) {
      ...StoredCardFields
    }
  }
`,
  [StoredCardFieldsFragment],
);

/** The card with its status as the provider sees it now. */
export const VerifyStoredCardQuery = graphql(
  `
  query VerifyStoredCard($id: ID!) {
    verifyStoredCard(id: $id) {
      ...StoredCardFields
    }
  }
`,
  [StoredCardFieldsFragment],
);

/** A zero-amount check of a new card; kept when authorised (3-D Secure cards come back through verifyPayment). */
export const AddStoredCardMutation = graphql(
  `
  mutation AddStoredCard($paymentMethod: JSON!) {
    addStoredCard(paymentMethod: $paymentMethod) {
      ...PaymentAttempt
      storedCard {
        id
      }
    }
  }
`,
  [PaymentAttemptFragment],
);

/** Finishes the check of a card after the bank page (3-D Secure) sent the user back. */
export const VerifyStoredCardPaymentMutation = graphql(
  `
  mutation VerifyStoredCardPayment($redirectResult: String) {
    verifyPayment(redirectResult: $redirectResult) {
      ...PaymentAttempt
      storedCard {
        id
      }
    }
  }
`,
  [PaymentAttemptFragment],
);
