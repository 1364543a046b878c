/** English texts of the font category pages, /fonts/custom and /testing (`common:fontCategories.…`). */
export const FONT_CATEGORIES_EN = {
  nav: 'Font categories',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  paging: 'More in this category',
  empty: 'No families in this category yet.',
  familyCount_one: '{{count}} family',
  familyCount_other: '{{count}} families',
  global: {
    title: 'Global fonts',
    intro:
      'One design carried across scripts: each group below pairs families drawn to work together in Latin, Greek, Cyrillic, Arabic and more.',
  },
  superfamilies: {
    title: 'Superfamilies',
    intro:
      'Related designs built on one skeleton, such as a sans and its monospaced companion, to mix freely in one layout.',
  },
  'optical-sizes': {
    title: 'Optical sizes',
    intro:
      'The same design cut for different sizes: text cuts are sturdier and looser, display cuts finer and tighter. Each family shows the point sizes it is drawn for.',
  },
  variable: {
    title: 'Variable fonts',
    intro:
      'Families with variable fonts: one file holds a continuous design space, and each axis below (weight, width, optical size…) can be set to any value in its range.',
  },
  smart: {
    title: 'Smart fonts',
    intro:
      'Families with rich OpenType features: contextual alternates, case-sensitive forms, stylistic sets and character variants that adapt the letters to their surroundings.',
  },
  legibility: {
    title: 'Legibility',
    intro:
      'Families designed to be read at small sizes and on screens: open shapes, clear distinctions between similar letters and generous spacing for long texts.',
  },
  opticalSizeRange: 'For {{min}}–{{max}} pt',
  opticalSizeFrom: 'From {{min}} pt',
  opticalSizeTo: 'Up to {{max}} pt',
  axes: 'Axes',
  axisRange: '{{label}} ({{tag}}): {{min}}–{{max}}, default {{default}}',
  custom: {
    title: 'Custom fonts',
    intro:
      'We adapt our families and draw new ones for companies and institutions: extended character sets, new scripts, signage cuts and slimmer web fonts.',
    enquire: 'Write to us about a custom font',
    enquirySubject: 'Custom font enquiry',
    caseStudies: 'Case studies',
    empty: 'No case studies are published yet.',
    notFound: 'Case study not found',
    client: 'Client',
    year: 'Year',
    services: 'Work',
    families: 'Families',
    back: 'All custom fonts',
    readMore: 'Read the case study {{title}}',
  },
  testing: {
    title: 'Type testing',
    intro:
      'Set your own text in up to {{max}} of our families at once, at any size. The address keeps your choice, so you can share it.',
    text: 'Your text',
    size: 'Size (px)',
    search: 'Add a family',
    searchHint: 'Type to filter, use the arrow keys to choose and Enter to add.',
    noMatch: 'No family matches “{{query}}”.',
    full: 'You are testing {{max}} families, the most at once. Remove one to add another.',
    empty: 'Add a family to start testing.',
    remove: 'Remove {{family}}',
    rows: 'Families tested',
    added: '{{family}} added.',
    removed: '{{family}} removed.',
    fontState: 'Font {{state}}',
    unknownFamilies: 'Some families in the address were not found and are left out.',
  },
} as const;
