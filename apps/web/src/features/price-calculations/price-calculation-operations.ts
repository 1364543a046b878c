import { graphql } from '../../lib/graphql/graphql.ts';

/** The signed-in user's open price calculations, newest first. */
export const ReadPriceCalculationsQuery = graphql(`
  query ReadPriceCalculations($page: Int, $pageSize: Int) {
    readUser {
      id
      priceCalculations(page: $page, pageSize: $pageSize) {
        nodes {
          id
          hash
          created
          status
          priceCalculationUrl
          priceCalculationValidUntil
          paymentUrl
          cancellable
          totalPrice { amount currency }
          items { title quantity }
        }
        pageInfo { hasNextPage nextPage }
      }
    }
  }
`);

/** Removing a price calculation cancels the unpaid order behind it. */
export const RemovePriceCalculationMutation = graphql(`
  mutation RemovePriceCalculation($id: ID!) {
    cancelOrder(id: $id) {
      id
      status
    }
  }
`);
