import { DownloadInfoFields } from '../../lib/graphql/fragments/download-info-fields.ts';
import { graphql } from '../../lib/graphql/graphql.ts';

/** A page of the user's families: bought, corporate or tried (User.myFonts). */
export const ReadMyFontsQuery = graphql(`
  query ReadMyFonts(
    $purchased: Boolean
    $trial: Boolean
    $corporate: Boolean
    $sortBy: MyFontsSortBy
    $page: Int
    $pageSize: Int
  ) {
    readUser {
      id
      myFonts(
        purchased: $purchased
        trial: $trial
        corporate: $corporate
        sortBy: $sortBy
        page: $page
        pageSize: $pageSize
      ) {
        nodes {
          __typename
          id
          family {
            id
            url
            title
            preRelease
            plannedReleaseDate
          }
          canDownload
          canCustomise
          canBuyOnlyPrerelease
          canDownloadCorporateFonts
          buyingOptions
          customisations {
            id
          }
          licenses {
            orderID
            orderHash
            orderDate
            productTitle
            encodings {
              id
              title
            }
            licenses {
              id
              title
              licenseName
              validFrom
              validTo
              options {
                name
                title
                valueTitle
              }
            }
          }
          ownedStyles {
            id
            title
          }
          encodings {
            id
            title
          }
          ... on MyTrialFamily {
            trialDownloadedAt
            lastTrialDownload {
              id
              status
              file
            }
          }
        }
        pageInfo {
          hasNextPage
          nextPage
        }
      }
    }
  }
`);

/** A page of the user's e-books, newest first (User.myEbooks). */
export const ReadMyEbooksQuery = graphql(`
  query ReadMyEbooks($page: Int, $pageSize: Int) {
    readUser {
      id
      myEbooks(page: $page, pageSize: $pageSize) {
        nodes {
          id
          title
          url
          fileName
          orderID
          orderDate
          cover {
            url
            alt
            width
            height
          }
        }
        pageInfo {
          hasNextPage
          nextPage
        }
      }
    }
  }
`);

/** Whether the user is a club member, and the pre-release families they may then see. */
export const ReadDevelopmentFontsQuery = graphql(`
  query ReadDevelopmentFonts {
    readUser {
      id
      club
    }
    readFamilies(preRelease: true, pageSize: 100) {
      nodes {
        id
        url
        title
        summary
        plannedReleaseDate
        preRelease
        trialFamilyProductID
        encoding {
          id
        }
      }
    }
  }
`);

/** A download job of the signed-in user: a family they own ('family') or an order's ('order'). */
export const CreateAccountDownloadMutation = graphql(
  `
  mutation CreateAccountDownload($type: String!, $familyID: ID, $orderID: ID, $encodingIDs: [ID!]) {
    createDownloadInfo(type: $type, familyID: $familyID, orderID: $orderID, encodingIDs: $encodingIDs) {
      ...DownloadInfoFields
    }
  }
`,
  [DownloadInfoFields],
);
