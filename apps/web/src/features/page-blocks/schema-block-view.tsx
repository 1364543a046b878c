import type { ReactNode } from 'react';
import {
  FamilyShowcaseBlockView,
  FontSampleBlockView,
  GlyphHighlightBlockView,
  ProductCardBlockView,
  SpecimenDownloadBlockView,
} from './family-blocks.tsx';
import {
  GalleryBlockView,
  ImageSetBlockView,
  QuoteWithImageBlockView,
  SingleImageBlockView,
} from './image-blocks.tsx';
import {
  AccordionBlockView,
  ButtonRowBlockView,
  CallToActionBlockView,
  ColumnsBlockView,
  StatisticsBlockView,
  TabsBlockView,
} from './layout-blocks.tsx';
import { AudioBlockView, EmbedBlockView, VideoBlockView, VideoEmbedBlockView } from './media-blocks.tsx';
import type { SchemaBlockData } from './schema-block-data.ts';
import { SlideshowBlockView } from './slideshow-block.tsx';
import { AuthorBioBlockView, RelatedStoriesBlockView, StoryLinkBlockView } from './story-blocks-links.tsx';
import { SubscribeBlockView } from './subscribe-block.tsx';
import {
  BlockquoteBlockView,
  CodeBlockView,
  DefinitionListBlockView,
  DividerBlockView,
  FootnotesBlockView,
  LeadBlockView,
  SpacerBlockView,
  SubheadlineBlockView,
  TableBlockView,
} from './text-blocks.tsx';
import { VariableFontTesterBlockView } from './variable-font-tester-block.tsx';

/**
 * One block of a kind beyond the first six (docs/page-blocks.md), the same on story pages, static
 * pages and newsletter issues. A kind this site does not know yet renders nothing.
 */
export function SchemaBlockView({ block, apiUrl }: { block: SchemaBlockData; apiUrl: string }): ReactNode {
  switch (block.__typename) {
    case 'SubheadlineBlock':
      return <SubheadlineBlockView block={block} />;
    case 'LeadBlock':
      return <LeadBlockView block={block} />;
    case 'BlockquoteBlock':
      return <BlockquoteBlockView block={block} />;
    case 'CodeBlock':
      return <CodeBlockView block={block} />;
    case 'DefinitionListBlock':
      return <DefinitionListBlockView block={block} />;
    case 'FootnotesBlock':
      return <FootnotesBlockView block={block} />;
    case 'TableBlock':
      return <TableBlockView block={block} />;
    case 'DividerBlock':
      return <DividerBlockView />;
    case 'SpacerBlock':
      return <SpacerBlockView block={block} />;
    case 'ImageFullBlock':
    case 'ImageWideBlock':
    case 'ImageInlineBlock':
      return <SingleImageBlockView block={block} apiUrl={apiUrl} />;
    case 'ImagePairBlock':
    case 'ImageGridBlock':
      return <ImageSetBlockView block={block} apiUrl={apiUrl} />;
    case 'SlideshowBlock':
      return <SlideshowBlockView block={block} apiUrl={apiUrl} />;
    case 'GalleryBlock':
      return <GalleryBlockView block={block} apiUrl={apiUrl} />;
    case 'QuoteWithImageBlock':
      return <QuoteWithImageBlockView block={block} apiUrl={apiUrl} />;
    case 'VideoBlock':
      return <VideoBlockView block={block} />;
    case 'VideoEmbedBlock':
      return <VideoEmbedBlockView block={block} />;
    case 'AudioBlock':
      return <AudioBlockView block={block} />;
    case 'EmbedBlock':
      return <EmbedBlockView block={block} />;
    case 'TabsBlock':
      return <TabsBlockView block={block} />;
    case 'AccordionBlock':
      return <AccordionBlockView block={block} />;
    case 'ColumnsBlock':
      return <ColumnsBlockView block={block} />;
    case 'StatisticsBlock':
      return <StatisticsBlockView block={block} />;
    case 'CallToActionBlock':
      return <CallToActionBlockView block={block} />;
    case 'ButtonRowBlock':
      return <ButtonRowBlockView block={block} />;
    case 'FamilyShowcaseBlock':
      return <FamilyShowcaseBlockView block={block} />;
    case 'FontSampleBlock':
      return <FontSampleBlockView block={block} />;
    case 'VariableFontTesterBlock':
      return <VariableFontTesterBlockView block={block} />;
    case 'GlyphHighlightBlock':
      return <GlyphHighlightBlockView block={block} />;
    case 'SpecimenDownloadBlock':
      return <SpecimenDownloadBlockView block={block} />;
    case 'ProductCardBlock':
      return <ProductCardBlockView block={block} />;
    case 'SubscribeBlock':
      return <SubscribeBlockView block={block} />;
    case 'AuthorBioBlock':
      return <AuthorBioBlockView block={block} apiUrl={apiUrl} />;
    case 'StoryLinkBlock':
      return <StoryLinkBlockView block={block} apiUrl={apiUrl} />;
    case 'RelatedStoriesBlock':
      return <RelatedStoriesBlockView block={block} apiUrl={apiUrl} />;
    default:
      return null;
  }
}
