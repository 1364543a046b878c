// The admin API's documents of the club and affiliate pages.

export const REWARD_CLAIMS = /* GraphQL */ `
  query ($status: String, $page: Int) {
    rewardClaims(status: $status, page: $page, pageSize: 50) {
      total page pageSize
      nodes {
        id status points claimedAt rewardTitle customerId customerEmail customerName
        address { name organization lines city zip countryCode }
        shipment { trackingNumber carrier trackUrl shippedAt }
      }
    }
  }
`;

export const MARK_REWARD_CLAIM_SHIPPED = /* GraphQL */ `
  mutation ($claimId: ID!, $trackingNumber: String!, $carrier: String, $trackUrl: String) {
    markRewardClaimShipped(claimId: $claimId, trackingNumber: $trackingNumber, carrier: $carrier, trackUrl: $trackUrl) {
      id status
    }
  }
`;

const CLUB_REWARD_FIELDS =
  'id kind title description points stock voucherValue { amount currency } active sort claimsCount';

export const CLUB_REWARDS = /* GraphQL */ `
  query { adminClubRewards { ${CLUB_REWARD_FIELDS} } }
`;

export const SAVE_CLUB_REWARD = /* GraphQL */ `
  mutation ($id: ID, $input: ClubRewardInput!) {
    saveClubReward(id: $id, input: $input) { ${CLUB_REWARD_FIELDS} }
  }
`;

const WEBINAR_FIELDS = 'id title subTitle description startsAt durationMinutes link state';

export const WEBINARS = /* GraphQL */ `
  query { adminWebinars { ${WEBINAR_FIELDS} } }
`;

export const SAVE_WEBINAR = /* GraphQL */ `
  mutation ($id: ID, $input: WebinarInput!) { saveWebinar(id: $id, input: $input) { ${WEBINAR_FIELDS} } }
`;

export const CANCEL_WEBINAR = /* GraphQL */ `
  mutation ($id: ID!) { cancelWebinar(id: $id) { ${WEBINAR_FIELDS} } }
`;

const PROJECT_FIELDS = `id url title description status goalPoints deadline estimatedDelivery fundedDate published
  fundedPoints transactionsCount goalProgress rewards { id title description points }`;

export const CROWDFUNDING_PROJECTS = /* GraphQL */ `
  query { adminCrowdfundingProjects { ${PROJECT_FIELDS} } }
`;

export const CROWDFUNDING_PROJECT = /* GraphQL */ `
  query ($id: ID!) {
    adminCrowdfundingProject(id: $id) {
      ${PROJECT_FIELDS}
      updates { id date title body }
      fundings { id points createdAt customerId customerEmail rewardTitle }
    }
  }
`;

export const SAVE_CROWDFUNDING_PROJECT = /* GraphQL */ `
  mutation ($id: ID, $input: CrowdfundingProjectInput!) {
    saveCrowdfundingProject(id: $id, input: $input) { ${PROJECT_FIELDS} }
  }
`;

export const POST_CROWDFUNDING_UPDATE = /* GraphQL */ `
  mutation ($projectId: ID!, $title: String!, $body: String!) {
    postCrowdfundingUpdate(projectId: $projectId, title: $title, body: $body) { id date title }
  }
`;

export const AFFILIATE_BALANCES = /* GraphQL */ `
  query { affiliateBalances { userId email name codes unpaid { amount currency } unpaidCount paid { amount currency } } }
`;

export const AFFILIATE = /* GraphQL */ `
  query ($userId: ID!) {
    affiliate(userId: $userId) {
      userId email name
      unpaidCommissions { id amount { amount currency } earnedAt orderId invoiceNumber programCode }
      payouts { id amount { amount currency } paidAt reference commissionsCount }
    }
  }
`;

export const RECORD_AFFILIATE_PAYOUT = /* GraphQL */ `
  mutation ($userId: ID!, $commissionIds: [ID!]!, $reference: String) {
    recordAffiliatePayout(userId: $userId, commissionIds: $commissionIds, reference: $reference) {
      id amount { amount currency }
    }
  }
`;
