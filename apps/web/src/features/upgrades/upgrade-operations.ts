import { graphql } from '../../lib/graphql/graphql.ts';

/** The upgrades offered for what the signed-in user owns of the family. */
export const ReadUpgradeOptionsQuery = graphql(`
  query ReadUpgradeOptions($myFamilyID: ID!) {
    readUpgradeOptions(myFamilyID: $myFamilyID)
  }
`);

/** SingleStyle: the styles bought on their own, to choose which to upgrade. */
export const ReadUpgradeStylesQuery = graphql(`
  query ReadUpgradeStyles($myFamilyID: ID!) {
    readUpgradeProducts(myFamilyID: $myFamilyID, upgradeOption: SingleStyle) {
      id
      title
      style {
        id
        title
      }
    }
  }
`);

/** What one option buys, in which encodings, under which licences (with the owned minimum). */
export const ReadUpgradeChoicesQuery = graphql(`
  query ReadUpgradeChoices($myFamilyID: ID!, $upgradeOption: UpgradeOption!, $styleID: ID) {
    readUpgradeProducts(myFamilyID: $myFamilyID, upgradeOption: $upgradeOption, styleID: $styleID) {
      id
      title
      family {
        id
        title
      }
    }
    readUpgradeEncodings(myFamilyID: $myFamilyID, upgradeOption: $upgradeOption, styleID: $styleID) {
      id
      title
      owned
      required
    }
    readUpgradeLicenses(myFamilyID: $myFamilyID, upgradeOption: $upgradeOption, styleID: $styleID) {
      slug
      title
      description
      owned
      options {
        name
        title
        hide
        minimum
        choices {
          id
          title
          value
          amount
          priceFactor
          isDefault
        }
      }
    }
  }
`);

/** The upgrade priced: original price, what was paid, what is left to pay. */
export const ReadUpgradeFamilySummaryQuery = graphql(`
  query ReadUpgradeFamilySummary(
    $myFamilyID: ID!
    $upgradeOption: UpgradeOption!
    $styleID: ID
    $encodingIDs: [ID!]
    $licenses: [LicenseSelectionInput!]
  ) {
    readUpgradeFamilySummary(
      myFamilyID: $myFamilyID
      upgradeOption: $upgradeOption
      styleID: $styleID
      encodingIDs: $encodingIDs
      licenses: $licenses
    ) {
      items {
        title
        description
      }
      originalPrice {
        amount
        currency
      }
      creditPrice {
        amount
        currency
      }
      subTotalPrice {
        amount
        currency
      }
      clubPoints
      unsupportedEncodings {
        key
        value
      }
    }
  }
`);
