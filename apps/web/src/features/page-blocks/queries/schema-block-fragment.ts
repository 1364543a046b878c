import { graphql } from '../../../lib/graphql/graphql.ts';

/** A family as the font blocks set text in it: its styles, variable fonts and their files. */
export const BlockFamilyFields = graphql(`
  fragment BlockFamilyFields on Family @_unmask {
    id
    url
    title
    styles { id title weight italic fontURL subsets { url unicodeRanges } }
    variableFonts {
      id
      title
      italic
      fontURL
      subsets { url unicodeRanges }
      axes { tag label min max default steps }
      instances { id name coordinates { tag value } }
    }
  }
`);

/** A story as a block's card shows it. */
export const BlockStoryFields = graphql(`
  fragment BlockStoryFields on Story @_unmask {
    id
    title
    path
    description
    coverImage { url width height alt }
  }
`);

/**
 * The fields of every block kind beyond the first six (docs/page-blocks.md), for story bodies,
 * static pages and newsletter issues alike.
 */
export const SchemaBlockFragment = graphql(
  `
  fragment SchemaBlockFields on StoryBlock @_unmask {
    __typename
    ... on SubheadlineBlock { text }
    ... on LeadBlock { text }
    ... on BlockquoteBlock { text citation citationUrl }
    ... on CodeBlock { code language }
    ... on DefinitionListBlock { definitions { term definition } }
    ... on FootnotesBlock { notes }
    ... on TableBlock { caption header rows { cells } }
    ... on DividerBlock { kind }
    ... on SpacerBlock { size }
    ... on ImageFullBlock { caption image { url width height alt } }
    ... on ImageWideBlock { caption image { url width height alt } }
    ... on ImageInlineBlock { caption image { url width height alt } }
    ... on ImagePairBlock { caption images { url width height alt } }
    ... on ImageGridBlock { caption images { url width height alt } }
    ... on SlideshowBlock { title slides { caption image { url width height alt } } }
    ... on GalleryBlock { title pictures { caption image { url width height alt } } }
    ... on QuoteWithImageBlock { text attribution image { url width height alt } }
    ... on VideoBlock { title source captions captionsLanguage poster { url } }
    ... on VideoEmbedBlock { title provider videoId }
    ... on AudioBlock { title source transcript }
    ... on EmbedBlock { title url height }
    ... on TabsBlock { title tabs { title text } }
    ... on AccordionBlock { sections { title text } }
    ... on ColumnsBlock { columns }
    ... on StatisticsBlock { figures { value label } }
    ... on CallToActionBlock { title description link { label href } }
    ... on ButtonRowBlock { links { label href } }
    ... on FamilyShowcaseBlock { description family { ...BlockFamilyFields } }
    ... on FontSampleBlock { text fontSize family { ...BlockFamilyFields } }
    ... on VariableFontTesterBlock { text family { ...BlockFamilyFields } }
    ... on GlyphHighlightBlock { glyphs caption family { ...BlockFamilyFields } }
    ... on SpecimenDownloadBlock { title file family { id url title } }
    ... on ProductCardBlock { description family { ...BlockFamilyFields } }
    ... on SubscribeBlock { title text }
    ... on AuthorBioBlock { author { id url title about coverImage { url width height alt } } }
    ... on StoryLinkBlock { label story { ...BlockStoryFields } }
    ... on RelatedStoriesBlock { title stories { ...BlockStoryFields } }
  }
`,
  [BlockFamilyFields, BlockStoryFields],
);
