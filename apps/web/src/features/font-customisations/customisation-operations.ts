import { graphql } from '../../lib/graphql/graphql.ts';

/** What the customiser offers for the family: its variable fonts with their axes and named instances. */
export const ReadCustomiserQuery = graphql(`
  query ReadCustomiser($familyID: ID!) {
    readFontCustomisationParams(familyID: $familyID) {
      family {
        id
        title
        url
      }
      variableFonts {
        id
        title
        italic
        fontURL
        subsets {
          url
          unicodeRanges
        }
        axes {
          tag
          label
          min
          max
          default
          steps
        }
        instances {
          id
          name
          coordinates {
            tag
            value
          }
        }
      }
    }
  }
`);

/** The user's purchase of this family (none if not bought): whether it may be customised, and its saved customisations. */
export const ReadMyCustomisationsQuery = graphql(`
  query ReadMyCustomisations($familyID: ID!) {
    readUser {
      id
      myFonts(purchased: true, familyID: $familyID, pageSize: 1) {
        nodes {
          id
          canCustomise
          customisations {
            id
            title
            variableFontID
            axesData {
              tag
              value
            }
          }
        }
      }
    }
  }
`);

export const CreateFontCustomisationMutation = graphql(`
  mutation CreateFontCustomisation(
    $familyID: ID!
    $variableFontID: ID!
    $title: String!
    $axes: [AxisValueInput!]!
  ) {
    createFontCustomisation(familyID: $familyID, variableFontID: $variableFontID, title: $title, axes: $axes) {
      id
      title
      variableFontID
      axesData {
        tag
        value
      }
    }
  }
`);

export const UpdateFontCustomisationMutation = graphql(`
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
      id
      title
      variableFontID
      axesData {
        tag
        value
      }
    }
  }
`);

export const DeleteFontCustomisationMutation = graphql(`
  mutation DeleteFontCustomisation($id: ID!) {
    deleteFontCustomisation(id: $id) {
      id
    }
  }
`);

export const CreateCustomisationDownloadMutation = graphql(`
  mutation CreateCustomisationDownload($customisationID: ID!) {
    createDownloadInfo(type: "customisation", customisationID: $customisationID) {
      id
      hash
      status
      file
    }
  }
`);

export const ReadCustomisationDownloadQuery = graphql(`
  query ReadCustomisationDownload($id: ID!, $hash: String!) {
    readDownloadInfo(id: $id, hash: $hash) {
      id
      hash
      status
      file
    }
  }
`);
