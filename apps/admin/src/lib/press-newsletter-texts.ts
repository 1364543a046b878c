// The copy of the press and newsletter pages of the back office.

import type { StoredBlock } from './editorial-types.ts';

export interface AdminPressItem {
  id: string;
  title: string;
  author: string | null;
  year: number;
  category: string;
  publicationName: string | null;
  url: string | null;
  downloadUrl: string | null;
  languages: string[];
}

export const PRESS_TEXT = {
  nav: 'Press',
  title: 'Press',
  intro:
    'Articles, interviews and reviews about the foundry. The press page lists every item, newest year first; a save shows there at once.',
  columns: {
    year: 'Year',
    title: 'Title',
    publication: 'Publication',
    category: 'Kind',
    languages: 'Languages',
    action: 'Actions',
  },
  newItem: 'New press item',
  editItem: (title: string) => `Edit “${title}”`,
  edit: 'Edit',
  remove: 'Delete',
  removeConfirm: (title: string) => `Delete “${title}” from the press page? This cannot be undone.`,
  removed: (title: string) => `“${title}” is no longer on the press page.`,
  saved: (title: string) => `“${title}” is saved and on the press page.`,
  cancel: 'Cancel',
  save: 'Save',
  fields: {
    title: 'Title',
    author: 'Author',
    year: 'Year',
    category: 'Kind',
    categoryHint: 'One word: article, interview, review…',
    publicationName: 'Publication',
    url: 'Read online at',
    urlHint: 'https://…',
    downloadUrl: 'PDF download',
    downloadUrlHint: 'https://… or a path on this site, /files/…',
    languages: 'Languages',
    languagesHint: 'Two-letter codes separated by commas: en, de',
  },
  yearInvalid: 'A year, e.g. 2026.',
} as const;

export interface AdminNewsletterIssue {
  id: string;
  subject: string;
  preheader: string | null;
  sentAt: string | null;
  previewUrl: string;
  blocks: StoredBlock[];
}

export const NEWSLETTER_TEXT = {
  nav: 'Newsletter',
  title: 'Newsletter issues',
  intro:
    'Each issue has a web version on the site (linked from the e-mail), which shows drafts too but is kept out of search engines.',
  newIssue: 'New issue',
  allIssues: 'All issues',
  columns: { subject: 'Subject', status: 'Status', sentAt: 'Published', web: 'Web version' },
  draft: 'Draft',
  published: 'Published',
  open: 'Open',
  editIssue: (subject: string) => `Issue “${subject}”`,
  notFound: 'There is no such issue.',
  subject: 'Subject',
  preheader: 'Preheader',
  preheaderHint: 'The line mail apps show after the subject.',
  saveDraft: 'Save draft',
  save: 'Save',
  created: 'The issue is saved as a draft.',
  saved: 'The issue is saved.',
  publish: 'Publish',
  publishConfirm:
    'Publish this issue? It is marked as sent now, and its web version says so. This cannot be undone.',
  publishedNote: (date: string) => `Published ${date}.`,
  publishedDone: 'The issue is published.',
  preview: 'Open the web version',
} as const;

export const TIER_TEXT = {
  manage: (option: string) => `Tiers of “${option}”`,
  makeDefault: 'Make default',
  makeDefaultOf: (tier: string) => `Make “${tier}” the default`,
  remove: 'Remove',
  removeOf: (tier: string) => `Remove “${tier}”`,
  removeConfirm: (tier: string) => `Remove the tier “${tier}”? Orders keep the licence they bought.`,
  isDefault: 'Default',
  defaultDone: (tier: string) => `“${tier}” is the default now.`,
  removed: (tier: string) => `“${tier}” is removed.`,
  add: 'Add a tier',
  title: 'Title',
  value: 'Value',
  valueHint: 'What carts and orders name it by: 10-computers',
  factor: 'Price factor',
  factorHint: 'A multiple of the base price, e.g. 1.25',
  added: (tier: string) => `“${tier}” is added.`,
  invalidFactor: 'A number such as 1.25.',
} as const;

export const CODE_EDIT_TEXT = {
  edit: 'Edit',
  editOf: (code: string) => `Edit ${code}`,
  title: (code: string) => `Edit ${code}`,
  submit: 'Save changes',
  cancel: 'Cancel',
  saved: (code: string) => `${code} is saved.`,
} as const;
