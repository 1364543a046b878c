/** The records the press and newsletter steps of the walk work on (part of WalkTargets). */
export interface EditorialWalkTargets {
  pressItemId: number;
  newsletterIssueId: number;
}

type Operation = {
  document: string;
  variables?: (t: EditorialWalkTargets) => Record<string, unknown>;
  writes?: boolean;
};

const PRESS_INPUT = { title: 'Walked press', year: 2025, category: 'review', languages: ['en'] };

/** Walk documents of the press items, newsletter issues, the orders' product filter and the catalogue's
 * tiers and codes (admin-operations.ts spreads them in). */
export const EDITORIAL_WALK_OPERATIONS: Record<string, Operation> = {
  orderProductFilters: {
    document: 'query { orderProductFilters { families { id title } physicalProducts { id } } }',
  },
  adminPressItems: { document: 'query { adminPressItems { id title } }' },
  savePressItem: {
    document: 'mutation ($id: ID!, $input: PressItemInput!) { savePressItem(id: $id, input: $input) { id } }',
    variables: (t) => ({ id: String(t.pressItemId), input: PRESS_INPUT }),
    writes: true,
  },
  deletePressItem: {
    document: 'mutation ($id: ID!) { deletePressItem(id: $id) }',
    variables: (t) => ({ id: String(t.pressItemId) }),
    writes: true,
  },
  adminNewsletterIssues: { document: 'query { adminNewsletterIssues { id subject previewUrl } }' },
  saveNewsletterIssue: {
    document:
      'mutation ($id: ID!, $input: NewsletterIssueInput!) { saveNewsletterIssue(id: $id, input: $input) { id } }',
    variables: (t) => ({
      id: String(t.newsletterIssueId),
      input: { subject: 'Walked issue', blocks: [{ kind: 'paragraph', text: 'Walked.' }] },
    }),
    writes: true,
  },
  publishNewsletterIssue: {
    document: 'mutation ($id: ID!) { publishNewsletterIssue(id: $id) { sentAt } }',
    variables: (t) => ({ id: String(t.newsletterIssueId) }),
    writes: true,
  },
};
