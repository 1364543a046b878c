import { graphql, type ResultOf } from '../../lib/graphql/graphql.ts';

/** Every field the project pages show; the detail read and the mutations answer with it. */
export const WebfontsProjectFields = graphql(`
  fragment WebfontsProjectFields on WebfontsProject @_unmask {
    id
    title
    type
    status
    licenseKey
    updated
    paymentUrl
    budget { amount currency symbol }
    domains
    billingEmails { email status }
    editingEmails { email status }
    generating
    generation
    cssUrl
    downloadUrl
    lastMonthStats { month pageViews }
    canDelete
    fonts {
      __typename
      id
      title
      familyTitle
      cssFamilyName
      cssDefinition
      fontWeight
      fontStyle
      fontDisplay
      otfFeatures
      characterSets
      customChars
      ... on WebfontsProjectStaticFont { styleID }
      ... on WebfontsProjectVariableFont { variableFontID }
    }
  }
`);

export type WebfontsProject = ResultOf<typeof WebfontsProjectFields>;
export type WebfontsProjectFont = WebfontsProject['fonts'][number];

/** The account list of the customer's projects (connection myWebfonts) and which kinds they may add. */
export const ReadMyWebfontsQuery = graphql(`
  query ReadMyWebfonts($page: Int, $pageSize: Int) {
    readUser {
      id
      availableWebfontsProjectTypes
      myWebfonts(page: $page, pageSize: $pageSize) {
        nodes {
          id
          title
          type
          status
          domains
          generating
          generation
          canDelete
          lastMonthStats { month pageViews }
        }
        pageInfo { hasNextPage nextPage }
      }
    }
  }
`);

export type MyWebfontsProject = NonNullable<
  ResultOf<typeof ReadMyWebfontsQuery>['readUser']
>['myWebfonts']['nodes'][number];

/** Which kinds of project the customer may add (self-hosting is not offered to everybody). */
export const ReadWebfontsProjectTypesQuery = graphql(`
  query ReadWebfontsProjectTypes {
    readUser { id availableWebfontsProjectTypes }
  }
`);

/** One project: readWebfontsProjects with its id answers a page of size 1 (docs/limits-and-timing.md). */
export const ReadWebfontsProjectQuery = graphql(
  `
  query ReadWebfontsProject($id: ID!, $page: Int, $pageSize: Int) {
    readWebfontsProjects(id: $id, page: $page, pageSize: $pageSize) {
      nodes { ...WebfontsProjectFields }
    }
  }
`,
  [WebfontsProjectFields],
);

/** The families a project may use, with their static styles and variable fonts. */
export const ReadWebfontsAvailableFamiliesQuery = graphql(`
  query ReadWebfontsAvailableFamilies($projectID: ID, $projectType: WebfontsProjectType!) {
    readWebfontsProjectAvailableFamilies(projectID: $projectID, projectType: $projectType) {
      id
      title
      url
      styles { id title }
      variableFonts { id title }
    }
  }
`);

export type WebfontsAvailableFamily = ResultOf<
  typeof ReadWebfontsAvailableFamiliesQuery
>['readWebfontsProjectAvailableFamilies'][number];

/** What one font offers for its CSS: OpenType features and character sets (with glyph counts). */
export const ReadWebfontsAvailableFontInfoQuery = graphql(`
  query ReadWebfontsAvailableFontInfo($styleID: ID, $variableFontID: ID) {
    readWebfontsProjectAvailableFontInfo(styleID: $styleID, variableFontID: $variableFontID) {
      otfFeatures
      characterSets { id title count }
      fontWeight
      fontStyle
    }
  }
`);

export type WebfontsAvailableFontInfo = ResultOf<
  typeof ReadWebfontsAvailableFontInfoQuery
>['readWebfontsProjectAvailableFontInfo'];

/** Monthly page views and costs of one project, or of all the customer's projects without an id. */
export const ReadWebfontsProjectStatsQuery = graphql(`
  query ReadWebfontsProjectStats($id: ID, $dateFrom: String, $dateTo: String) {
    readWebfontsProjectStats(id: $id, dateFrom: $dateFrom, dateTo: $dateTo) {
      firstMonth
      downloadCsv
      items {
        month
        freePageViews
        pageViews
        cost { amount currency symbol }
        projectsCount
      }
    }
  }
`);

export type WebfontsProjectStats = ResultOf<typeof ReadWebfontsProjectStatsQuery>['readWebfontsProjectStats'];

export const CreateWebfontsProjectMutation = graphql(
  `
  mutation CreateWebfontsProject(
    $title: String!
    $type: WebfontsProjectType!
    $budget: Int
    $domains: [String!]
    $billingEmails: [String!]
    $editingEmails: [String!]
    $fonts: [WebfontsProjectFontInput!]!
  ) {
    createWebfontsProject(
      title: $title
      type: $type
      budget: $budget
      domains: $domains
      billingEmails: $billingEmails
      editingEmails: $editingEmails
      fonts: $fonts
    ) {
      ...WebfontsProjectFields
    }
  }
`,
  [WebfontsProjectFields],
);

export const UpdateWebfontsProjectMutation = graphql(
  `
  mutation UpdateWebfontsProject(
    $id: ID!
    $title: String
    $budget: Int
    $domains: [String!]
    $billingEmails: [String!]
    $editingEmails: [String!]
    $fonts: [WebfontsProjectFontInput!]
  ) {
    updateWebfontsProject(
      id: $id
      title: $title
      budget: $budget
      domains: $domains
      billingEmails: $billingEmails
      editingEmails: $editingEmails
      fonts: $fonts
    ) {
      ...WebfontsProjectFields
    }
  }
`,
  [WebfontsProjectFields],
);

export const UpdateWebfontsProjectStatusMutation = graphql(`
  mutation UpdateWebfontsProjectStatus($id: ID!, $status: WebfontsProjectStatus!) {
    updateWebfontsProjectStatus(id: $id, status: $status) { id status generating generation }
  }
`);

export const DeleteWebfontsProjectMutation = graphql(`
  mutation DeleteWebfontsProject($id: ID!) {
    deleteWebfontsProject(id: $id)
  }
`);
