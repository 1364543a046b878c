// The press items and newsletter issues of the admin app.

const PRESS_FIELDS = 'id title author year category publicationName url downloadUrl languages';

export const PRESS_ITEMS = `query AdminPressItems { adminPressItems { ${PRESS_FIELDS} } }`;
export const SAVE_PRESS_ITEM = `mutation SavePressItem($id: ID, $input: PressItemInput!) { savePressItem(id: $id, input: $input) { ${PRESS_FIELDS} } }`;
export const DELETE_PRESS_ITEM = 'mutation DeletePressItem($id: ID!) { deletePressItem(id: $id) }';

const BLOCK_FIELDS =
  'kind text level caption attribution ordered items image { key width height alt } name role about fields';
const ISSUE_FIELDS = `id subject preheader sentAt previewUrl blocks { ${BLOCK_FIELDS} }`;

export const NEWSLETTER_ISSUES = `query AdminNewsletterIssues { adminNewsletterIssues { ${ISSUE_FIELDS} } }`;
export const SAVE_NEWSLETTER_ISSUE = `mutation SaveNewsletterIssue($id: ID, $input: NewsletterIssueInput!) { saveNewsletterIssue(id: $id, input: $input) { ${ISSUE_FIELDS} } }`;
export const PUBLISH_NEWSLETTER_ISSUE = `mutation PublishNewsletterIssue($id: ID!) { publishNewsletterIssue(id: $id) { ${ISSUE_FIELDS} } }`;

// Licence tiers added, removed and made default; corporate codes edited.
export const ADD_LICENCE_TIER = /* GraphQL */ `
  mutation AddLicenceTier($optionId: ID!, $title: String!, $value: String!, $priceFactor: Float!) {
    addLicenceTier(optionId: $optionId, title: $title, value: $value, priceFactor: $priceFactor) { id title }
  }
`;
export const REMOVE_LICENCE_TIER = 'mutation RemoveLicenceTier($id: ID!) { removeLicenceTier(tierId: $id) }';
export const SET_DEFAULT_LICENCE_TIER =
  'mutation SetDefaultLicenceTier($id: ID!) { setDefaultLicenceTier(tierId: $id) { id title } }';
export const UPDATE_CORPORATE_CODE = /* GraphQL */ `
  mutation UpdateCorporateCode($id: ID!, $company: String!, $validTo: String, $maxUses: Int, $productIds: [ID!]!) {
    updateCorporateCode(id: $id, company: $company, validTo: $validTo, maxUses: $maxUses, productIds: $productIds) { id code }
  }
`;
