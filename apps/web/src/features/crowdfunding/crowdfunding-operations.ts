import { graphql } from '../../lib/graphql/graphql.ts';

export const CrowdfundingProjectFields = graphql(`
  fragment CrowdfundingProjectFields on CrowdfundingProject {
    id
    title
    description
    status
    goal
    deadline
    estimatedDelivery
    fundedDate
    goalProgress
    fundedPoints
    transactionsCount
    logo {
      url
      width
      height
      alt
    }
    rewards {
      id
      title
      description
      points
    }
    updates {
      id
      date
      title
      body
    }
  }
`);

/** The club's projects (page size 100) and the reader's club flag and balance. */
export const ReadCrowdfundingProjectsQuery = graphql(
  `
    query ReadCrowdfundingProjects($page: Int, $pageSize: Int) {
      readCrowdfundingProjects(page: $page, pageSize: $pageSize) {
        nodes {
          ...CrowdfundingProjectFields
        }
        pageInfo {
          hasNextPage
          nextPage
        }
      }
      readUserClubInfo {
        club
        clubPoints
      }
    }
  `,
  [CrowdfundingProjectFields],
);

/** A pledge; answers the project with its new totals. */
export const CrowdfundingProjectFundMutation = graphql(
  `
    mutation CrowdfundingProjectFund($points: Int!, $projectID: ID!, $rewardID: ID) {
      crowdfundingProjectFund(points: $points, projectID: $projectID, rewardID: $rewardID) {
        ...CrowdfundingProjectFields
      }
    }
  `,
  [CrowdfundingProjectFields],
);
