import { graphql } from '../../lib/graphql/graphql.ts';

/** The member's summary with what they can claim now, their vouchers and their addresses (for shipping). */
export const ReadClubAccountQuery = graphql(`
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
          url
          width
          height
          alt
        }
      }
      ... on ClubVoucher {
        rewardID
        title
        points
        price {
          amount
          currency
        }
      }
    }
    readClubVouchers {
      id
      title
      code
      used
      points
      issuedAt
      price {
        amount
        currency
      }
    }
    readUser {
      id
      addresses {
        id
        label
        name
        city
        default
      }
    }
  }
`);

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
export const ReadClubHistoryQuery = graphql(`
  query ReadClubHistory($page: Int) {
    readClubTransactionHistory(page: $page) {
      nodes {
        id
        points
        description
        created
      }
      pageInfo {
        hasNextPage
        nextPage
      }
    }
  }
`);

/** Every published reward and voucher, for the public /club page. */
export const ReadClubRewardsQuery = graphql(`
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
            url
            width
            height
            alt
          }
        }
        ... on ClubVoucher {
          rewardID
          title
          points
          price {
            amount
            currency
          }
        }
      }
      pageInfo {
        hasNextPage
      }
    }
  }
`);
