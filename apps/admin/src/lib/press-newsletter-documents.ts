// The press items and newsletter issues of the admin app.

const PRESS_FIELDS = 'id title author year category publicationName url downloadUrl languages';

export const PRESS_ITEMS = `query AdminPressItems { adminPressItems { ${PRESS_FIELDS} } }`;
export const SAVE_PRESS_ITEM = `mutation SavePressItem($id: ID, $input: PressItemInput!) { savePressItem(id: $id, input: $input) { ${PRESS_FIELDS} } }`;
export const DELETE_PRESS_ITEM = 'mutation DeletePressItem($id: ID!) { deletePressItem(id: $id) }';

const BLOCK_FIELDS =
  'kind text level caption attribution ordered items image { key width height alt } name role about';
const ISSUE_FIELDS = `id subject preheader sentAt previewUrl blocks { ${BLOCK_FIELDS} }`;

export const NEWSLETTER_ISSUES = `query AdminNewsletterIssues { adminNewsletterIssues { ${ISSUE_FIELDS} } }`;
export const SAVE_NEWSLETTER_ISSUE = `mutation SaveNewsletterIssue($id: ID, $input: NewsletterIssueInput!) { saveNewsletterIssue(id: $id, input: $input) { ${ISSUE_FIELDS} } }`;
export const PUBLISH_NEWSLETTER_ISSUE = `mutation PublishNewsletterIssue($id: ID!) { publishNewsletterIssue(id: $id) { ${ISSUE_FIELDS} } }`;
