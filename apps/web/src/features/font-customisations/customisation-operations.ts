import { DownloadInfoFields } from '../../lib/graphql/fragments/download-info-fields.ts';
import { graphql } from '../../lib/graphql/graphql.ts';
import { VariableFontFields } from '../family/index.ts';

/** A saved customisation: its name, the variable font it starts from and its axis positions. Unmasked. */
const FontCustomisationFields = graphql(`
  fragment FontCustomisationFields on FontCustomisation @_unmask {
    id
    title
    variableFontID
    axesData {
      tag
      value
    }
  }
`);

/** What the customiser offers for the family: its variable fonts with their axes and named instances. */
export const ReadCustomiserQuery = graphql(
  `
  query ReadCustomiser($familyID: ID!) {
    readFontCustomisationParams(familyID: $familyID) {
      family {
        id
        title
        url
      }
      variableFonts {
        ...VariableFontFields
      }
    }
  }
`,
  [VariableFontFields],
);

/** The user's purchase of this family (none if not bought): whether it may be customised, and its saved customisations. */
export const ReadMyCustomisationsQuery = graphql(
  `
  query ReadMyCustomisations($familyID: ID!) {
    readUser {
      id
      myFonts(purchased: true, familyID: $familyID, pageSize: 1) {
        nodes {
          id
          canCustomise
          customisations {
            ...FontCustomisationFields
          }
        }
      }
    }
  }
`,
  [FontCustomisationFields],
);

export const CreateFontCustomisationMutation = graphql(
  `
  mutation CreateFontCustomisation(
    $familyID: ID!
    $variableFontID: ID!
    $title: String!
    $axes: [AxisValueInput!]!
  ) {
    createFontCustomisation(familyID: $familyID, variableFontID: $variableFontID, title: $title, axes: $axes) {
      ...FontCustomisationFields
    }
  }
`,
  [FontCustomisationFields],
);

export const UpdateFontCustomisationMutation = graphql(
  `
  mutation UpdateFontCustomisation(
    $id: ID!
    $familyID: ID!
    $variableFontID: ID!
    $title: String!
    $axes: [AxisValueInput!]!
  ) {
    updateFontCustomisation(
      id: $id
      familyID: $familyID
      variableFontID: $variableFontID
      title: $title
      axes: $axes
    ) {
      ...FontCustomisationFields
    }
  }
`,
  [FontCustomisationFields],
);

export const DeleteFontCustomisationMutation = graphql(`
  mutation DeleteFontCustomisation($id: ID!) {
    deleteFontCustomisation(id: $id) {
      id
    }
  }
`);

export const CreateCustomisationDownloadMutation = graphql(
  `
  mutation CreateCustomisationDownload($customisationID: ID!) {
    createDownloadInfo(type: "customisation", customisationID: $customisationID) {
      ...DownloadInfoFields
    }
  }
`,
  [DownloadInfoFields],
);

export const ReadCustomisationDownloadQuery = graphql(
  `
  query ReadCustomisationDownload($id: ID!, $hash: String!) {
    readDownloadInfo(id: $id, hash: $hash) {
      ...DownloadInfoFields
    }
  }
`,
  [DownloadInfoFields],
);
