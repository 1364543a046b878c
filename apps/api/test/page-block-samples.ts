import type { SchemaBlockKind } from '@foundry/domain/editorial/blocks/block-schemas';

const image = (name: string) => ({
  key: `stories/${name}.png`,
  width: 800,
  height: 600,
  alt: `Picture ${name}`,
});

/**
 * One filled block of every schema kind, with the GraphQL type it is served as and a field its
 * answer must carry (docs/page-blocks.md). Typed by kind, so a new kind without a sample fails tsc.
 */
export const PAGE_BLOCK_SAMPLES: Record<SchemaBlockKind, { type: string; fields: Record<string, unknown> }> =
  {
    subheadline: { type: 'SubheadlineBlock', fields: { text: 'Under the headline' } },
    lead: { type: 'LeadBlock', fields: { text: 'The opening, set large.' } },
    blockquote: {
      type: 'BlockquoteBlock',
      fields: { text: 'Quoted at length.', citation: 'A book', citationUrl: null },
    },
    code: { type: 'CodeBlock', fields: { code: 'a {\n  color: red;\n}', language: 'css' } },
    definitionList: {
      type: 'DefinitionListBlock',
      fields: { definitions: [{ term: 'Axis', definition: 'A direction.' }] },
    },
    footnotes: { type: 'FootnotesBlock', fields: { notes: ['First note.', 'Second note.'] } },
    table: {
      type: 'TableBlock',
      fields: { caption: 'Weights', header: ['Name', 'Weight'], rows: [['Bold', '700']] },
    },
    divider: { type: 'DividerBlock', fields: {} },
    spacer: { type: 'SpacerBlock', fields: { size: 'large' } },
    imageFull: { type: 'ImageFullBlock', fields: { image: image('full'), caption: 'Full' } },
    imageWide: { type: 'ImageWideBlock', fields: { image: image('wide'), caption: null } },
    imageInline: { type: 'ImageInlineBlock', fields: { image: image('inline'), caption: 'Inline' } },
    imagePair: { type: 'ImagePairBlock', fields: { images: [image('a'), image('b')], caption: 'Pair' } },
    imageGrid: {
      type: 'ImageGridBlock',
      fields: { images: [image('a'), image('b'), image('c')], caption: null },
    },
    slideshow: {
      type: 'SlideshowBlock',
      fields: {
        title: 'Slides',
        slides: [
          { image: image('one'), caption: 'One' },
          { image: image('two'), caption: null },
        ],
      },
    },
    gallery: {
      type: 'GalleryBlock',
      fields: { title: 'Gallery', pictures: [{ image: image('g'), caption: 'G' }] },
    },
    quoteWithImage: {
      type: 'QuoteWithImageBlock',
      fields: { text: 'Said with a face.', attribution: 'Anna', image: image('face') },
    },
    video: {
      type: 'VideoBlock',
      fields: {
        title: 'A film',
        source: '/media/film.mp4',
        captions: '/media/film.vtt',
        captionsLanguage: 'en',
      },
    },
    videoEmbed: {
      type: 'VideoEmbedBlock',
      fields: { title: 'On YouTube', provider: 'youtube', videoId: 'aqz-KE-bpKQ' },
    },
    audio: {
      type: 'AudioBlock',
      fields: { title: 'A talk', source: 'https://media.example/talk.mp3', transcript: 'Hello.' },
    },
    embed: {
      type: 'EmbedBlock',
      fields: {
        title: 'Map',
        url: 'https://www.openstreetmap.org/export/embed.html?bbox=14,50,15,51',
        height: 300,
      },
    },
    tabs: {
      type: 'TabsBlock',
      fields: {
        title: 'Formats',
        tabs: [
          { title: 'Desktop', text: 'OTF' },
          { title: 'Web', text: 'WOFF2' },
        ],
      },
    },
    accordion: { type: 'AccordionBlock', fields: { sections: [{ title: 'Question', text: 'Answer.' }] } },
    columns: { type: 'ColumnsBlock', fields: { columns: ['Left.', 'Right.'] } },
    statistics: { type: 'StatisticsBlock', fields: { figures: [{ value: '40+', label: 'kinds' }] } },
    callToAction: {
      type: 'CallToActionBlock',
      fields: { title: 'Buy', description: 'Now.', link: { label: 'All fonts', href: '/fonts' } },
    },
    buttonRow: { type: 'ButtonRowBlock', fields: { links: [{ label: 'Help', href: '/help' }] } },
    authorBio: { type: 'AuthorBioBlock', fields: { author: 'anna-novakova' } },
    storyLink: {
      type: 'StoryLinkBlock',
      fields: { story: 'designing-for-many-scripts', label: 'Read this' },
    },
    relatedStories: {
      type: 'RelatedStoriesBlock',
      fields: { title: 'Next', stories: ['designing-for-many-scripts', 'no-such-story'] },
    },
    familyShowcase: { type: 'FamilyShowcaseBlock', fields: { family: 'vollkorn', description: 'A serif.' } },
    fontSample: { type: 'FontSampleBlock', fields: { family: 'inter', text: 'Sample', fontSize: 40 } },
    variableFontTester: { type: 'VariableFontTesterBlock', fields: { family: 'inter', text: 'Try me' } },
    glyphHighlight: {
      type: 'GlyphHighlightBlock',
      fields: { family: 'vollkorn', glyphs: '&Qg', caption: null },
    },
    specimenDownload: {
      type: 'SpecimenDownloadBlock',
      fields: { family: 'inter', title: 'Inter specimen', file: '/files/inter.pdf' },
    },
    productCard: { type: 'ProductCardBlock', fields: { family: 'noto-sans', description: 'Many scripts.' } },
    subscribe: { type: 'SubscribeBlock', fields: { title: 'Newsletter', text: 'Monthly.' } },
  };
