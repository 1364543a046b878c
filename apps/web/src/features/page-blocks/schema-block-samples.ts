import type { SchemaBlockData } from './schema-block-data.ts';

// Blocks as the API answers them, one of every kind, for the renderers' tests.

const image = (name: string) => ({
  url: `/files/images/${name}.png`,
  width: 800,
  height: 600,
  alt: `Picture ${name}`,
});
const family = {
  id: '1',
  url: 'inter',
  title: 'Inter',
  styles: [
    { id: 's4', title: 'Regular', weight: 400, italic: false, fontURL: '/files/inter-4.woff2', subsets: [] },
  ],
  variableFonts: [
    {
      id: 'v1',
      title: 'Inter Variable',
      italic: false,
      fontURL: '/files/inter-var.woff2',
      subsets: [],
      axes: [{ tag: 'wght', label: 'Weight', min: 100, max: 900, default: 400, steps: 1 }],
      instances: [{ id: 'i9', name: 'Black', coordinates: [{ tag: 'wght', value: 900 }] }],
    },
  ],
};
const story = (id: string, title: string) => ({
  id,
  title,
  path: `/articles/${id}`,
  description: `About ${title}`,
  coverImage: null,
});

export const SCHEMA_BLOCK_SAMPLES = [
  { __typename: 'SubheadlineBlock', text: 'Under the headline' },
  { __typename: 'LeadBlock', text: 'The **opening** paragraph' },
  {
    __typename: 'BlockquoteBlock',
    text: 'Quoted at length',
    citation: 'A book',
    citationUrl: 'https://books.example/a',
  },
  { __typename: 'CodeBlock', code: 'a { color: red; }', language: 'css' },
  {
    __typename: 'DefinitionListBlock',
    definitions: [{ term: 'Axis', definition: 'A direction of variation' }],
  },
  { __typename: 'FootnotesBlock', notes: ['First note', 'Second note'] },
  {
    __typename: 'TableBlock',
    caption: 'Weights',
    header: ['Name', 'Weight'],
    rows: [{ cells: ['Bold', '700'] }],
  },
  { __typename: 'DividerBlock', kind: 'divider' },
  { __typename: 'SpacerBlock', size: 'large' },
  { __typename: 'ImageFullBlock', caption: 'Full width', image: image('full') },
  { __typename: 'ImageWideBlock', caption: 'Wide', image: image('wide') },
  { __typename: 'ImageInlineBlock', caption: 'Inline', image: image('inline') },
  { __typename: 'ImagePairBlock', caption: 'A pair', images: [image('a'), image('b')] },
  { __typename: 'ImageGridBlock', caption: 'A grid', images: [image('c'), image('d'), image('e')] },
  {
    __typename: 'SlideshowBlock',
    title: 'Demo slides',
    slides: [
      { caption: 'Slide one', image: image('one') },
      { caption: 'Slide two', image: image('two') },
      { caption: 'Slide three', image: image('three') },
    ],
  },
  {
    __typename: 'GalleryBlock',
    title: 'A gallery',
    pictures: [{ caption: 'Gallery picture', image: image('g') }],
  },
  { __typename: 'QuoteWithImageBlock', text: 'Said with a face', attribution: 'Anna', image: image('face') },
  {
    __typename: 'VideoBlock',
    title: 'A film',
    source: '/media/film.mp4',
    captions: '/media/film.vtt',
    captionsLanguage: 'en',
    poster: null,
  },
  { __typename: 'VideoEmbedBlock', title: 'On YouTube', provider: 'youtube', videoId: 'abc_123' },
  { __typename: 'AudioBlock', title: 'A talk', source: '/media/talk.mp3', transcript: 'Hello listeners' },
  {
    __typename: 'EmbedBlock',
    title: 'The map',
    url: 'https://www.openstreetmap.org/export/embed.html',
    height: 300,
  },
  {
    __typename: 'TabsBlock',
    title: 'Formats',
    tabs: [
      { title: 'Desktop', text: 'OTF files' },
      { title: 'Web', text: 'WOFF2 files' },
    ],
  },
  { __typename: 'AccordionBlock', sections: [{ title: 'A question', text: 'The answer' }] },
  { __typename: 'ColumnsBlock', columns: ['Left column', 'Right column'] },
  { __typename: 'StatisticsBlock', figures: [{ value: '40+', label: 'block kinds' }] },
  {
    __typename: 'CallToActionBlock',
    title: 'Find a typeface',
    description: 'Browse them all',
    link: { label: 'All fonts', href: '/fonts' },
  },
  { __typename: 'ButtonRowBlock', links: [{ label: 'Help', href: '/help' }] },
  { __typename: 'FamilyShowcaseBlock', description: 'A sans', family },
  { __typename: 'FontSampleBlock', text: 'Sample sentence', fontSize: 40, family },
  { __typename: 'VariableFontTesterBlock', text: 'Try the axes', family },
  { __typename: 'GlyphHighlightBlock', glyphs: '&Q', caption: 'Two glyphs', family },
  { __typename: 'SpecimenDownloadBlock', title: 'Inter specimen', file: '/files/inter.pdf', family },
  { __typename: 'ProductCardBlock', description: 'For screens', family },
  { __typename: 'SubscribeBlock', title: 'The newsletter', text: 'Once a month' },
  {
    __typename: 'AuthorBioBlock',
    author: { id: '1', url: 'anna', title: 'Anna Nováková', about: 'Writes about type', coverImage: null },
  },
  { __typename: 'StoryLinkBlock', label: 'Read this next', story: story('many-scripts', 'Many Scripts') },
  { __typename: 'RelatedStoriesBlock', title: 'Read next', stories: [story('x-height', 'X-height')] },
] as unknown as SchemaBlockData[];
