import { graphql } from '../../lib/graphql/graphql.ts';

const PROGRAMME_FIELDS = graphql(`
  fragment AffiliateProgrammeFields on AffiliateProgrammeInfo @_unmask {
    programs { id code domain status link securityToken }
    invoiceLimit { amount currency }
    minInvoiceLimit { amount currency }
    maxInvoiceLimit { amount currency }
    unpaidAmount { amount currency }
    orders { id date totalNet { amount currency } commission { amount currency } programCode }
  }
`);

/** The signed-in affiliate's programme page (docs/affiliate.md). */
export const ReadAffiliateProgrammeQuery = graphql(
  `
  query ReadAffiliateProgramme {
    readAffiliateProgramme { ...AffiliateProgrammeFields }
  }
`,
  [PROGRAMME_FIELDS],
);

export const ReadAffiliateStatsQuery = graphql(`
  query ReadAffiliateStats($dateFrom: String, $dateTo: String) {
    readAffiliateStats(dateFrom: $dateFrom, dateTo: $dateTo) {
      month
      visits
      numOrders
      commission { amount currency }
    }
  }
`);

export const UpdateAffiliateProgrammeInvoiceLimitMutation = graphql(
  `
  mutation UpdateAffiliateProgrammeInvoiceLimit($limit: Int!) {
    updateAffiliateProgrammeInvoiceLimit(limit: $limit) { ...AffiliateProgrammeFields }
  }
`,
  [PROGRAMME_FIELDS],
);
