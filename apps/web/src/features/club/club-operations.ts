import { ImageFields } from '../../lib/graphql/fragments/image-fields.ts';
import { MoneyFields } from '../../lib/graphql/fragments/money-fields.ts';
import { PageInfoFields } from '../../lib/graphql/fragments/page-info-fields.ts';
import { graphql } from '../../lib/graphql/graphql.ts';

/** A voucher on offer for points: its reward id, name, points and value. Unmasked. */
const OfferedVoucherFields = graphql(
  `
  fragment OfferedVoucherFields on ClubVoucher @_unmask {
    rewardID
    title
    points
    price {
      ...MoneyFields
    }
  }
`,
  [MoneyFields],
);

/** The member's summary with what they can claim now, their vouchers and their addresses (for shipping). */
export const ReadClubAccountQuery = graphql(
  `
  query ReadClubAccount {
    readUserClubInfo {
      club
      clubPoints
      clubPointsText
      clubPointsExpiration
      clubPointsExpiring
      referralCode
      referralsCount
      developmentFontsCount
      upcomingWebinarsCount
      activeCrowdfunding
    }
    readClubAvailableRewards {
      __typename
      ... on ClubReward {
        id
        title
        points
        description
        specimen {
          ...ImageFields
        }
      }
      ...OfferedVoucherFields
    }
    readClubVouchers {
      id
      title
      code
      used
      points
      issuedAt
      price {
        ...MoneyFields
      }
    }
    readUser {
      id
      addresses {
        nodes {
          id
          label
          name
          city
          default
        }
      }
    }
  }
`,
  [OfferedVoucherFields, ImageFields, MoneyFields],
);

export const CreateClubRewardMutation = graphql(`
  mutation CreateClubReward($rewardID: ID!, $shippingAddressID: ID) {
    createClubReward(rewardID: $rewardID, shippingAddressID: $shippingAddressID) {
      id
      status
      points
      voucher {
        id
        code
      }
    }
  }
`);

/** The member's points moves, 20 a page. */
export const ReadClubHistoryQuery = graphql(
  `
  query ReadClubHistory($page: Int, $pageSize: Int) {
    readClubTransactionHistory(page: $page, pageSize: $pageSize) {
      nodes {
        id
        points
        description
        created
      }
      pageInfo {
        ...PageInfoFields
      }
    }
  }
`,
  [PageInfoFields],
);

/** Every published reward and voucher, for the public /club page. */
export const ReadClubRewardsQuery = graphql(
  `
  query ReadClubRewards($page: Int, $pageSize: Int) {
    readClubRewards(page: $page, pageSize: $pageSize) {
      nodes {
        __typename
        ... on ClubReward {
          id
          title
          description
          points
          stock
          specimen {
            ...ImageFields
          }
        }
        ...OfferedVoucherFields
      }
      pageInfo {
        hasNextPage
      }
    }
  }
`,
  [OfferedVoucherFields, ImageFields],
);
