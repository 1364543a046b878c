import type { ResultOf } from '../../lib/graphql/graphql.ts';
import type { CrowdfundingProjectFields } from './crowdfunding-operations.ts';

export type CrowdfundingProject = ResultOf<typeof CrowdfundingProjectFields>;
export type FundingStatus = CrowdfundingProject['status'];
