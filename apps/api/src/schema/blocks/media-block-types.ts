import { builder } from '../builder.ts';
import { ImageRef } from '../image.ts';
import { BlockCaptionedImageRef } from './block-parts.ts';
import { schemaBlockType } from './schema-block-type.ts';

function singleImageType(name: string, kind: 'imageFull' | 'imageWide' | 'imageInline', description: string) {
  const ref = schemaBlockType(name, kind, description);
  builder.objectFields(ref, (t) => ({
    image: t.field({ type: ImageRef, resolve: (block) => block.image }),
    caption: t.exposeString('caption', { nullable: true }),
  }));
  return ref;
}

export const ImageFullBlockRef = singleImageType(
  'ImageFullBlock',
  'imageFull',
  'A picture across the whole width of the window.',
);
export const ImageWideBlockRef = singleImageType(
  'ImageWideBlock',
  'imageWide',
  'A picture wider than the text column.',
);
export const ImageInlineBlockRef = singleImageType(
  'ImageInlineBlock',
  'imageInline',
  'A small picture beside the text that follows it.',
);

export const ImagePairBlockRef = schemaBlockType('ImagePairBlock', 'imagePair', 'Two pictures side by side.');
builder.objectFields(ImagePairBlockRef, (t) => ({
  images: t.field({ type: [ImageRef], resolve: (block) => block.images }),
  caption: t.exposeString('caption', { nullable: true }),
}));

export const ImageGridBlockRef = schemaBlockType(
  'ImageGridBlock',
  'imageGrid',
  'Three to twelve pictures in a grid.',
);
builder.objectFields(ImageGridBlockRef, (t) => ({
  images: t.field({ type: [ImageRef], resolve: (block) => block.images }),
  caption: t.exposeString('caption', { nullable: true }),
}));

export const SlideshowBlockRef = schemaBlockType(
  'SlideshowBlock',
  'slideshow',
  'Pictures shown one at a time with Previous and Next buttons.',
);
builder.objectFields(SlideshowBlockRef, (t) => ({
  title: t.exposeString('title', { description: 'Names the slideshow for screen readers.' }),
  slides: t.field({ type: [BlockCaptionedImageRef], resolve: (block) => block.slides }),
}));

export const GalleryBlockRef = schemaBlockType(
  'GalleryBlock',
  'gallery',
  'Pictures with their own captions.',
);
builder.objectFields(GalleryBlockRef, (t) => ({
  title: t.exposeString('title'),
  pictures: t.field({ type: [BlockCaptionedImageRef], resolve: (block) => block.pictures }),
}));

export const QuoteWithImageBlockRef = schemaBlockType(
  'QuoteWithImageBlock',
  'quoteWithImage',
  'A quotation beside a picture (usually of who said it).',
);
builder.objectFields(QuoteWithImageBlockRef, (t) => ({
  text: t.exposeString('text'),
  attribution: t.exposeString('attribution', { nullable: true }),
  image: t.field({ type: ImageRef, resolve: (block) => block.image }),
}));

export const VideoBlockRef = schemaBlockType(
  'VideoBlock',
  'video',
  'A video file with its captions track; it never plays by itself.',
);
builder.objectFields(VideoBlockRef, (t) => ({
  title: t.exposeString('title'),
  source: t.exposeString('source'),
  captions: t.exposeString('captions', { description: 'A WebVTT file.' }),
  captionsLanguage: t.exposeString('captionsLanguage'),
  poster: t.field({ type: ImageRef, nullable: true, resolve: (block) => block.poster }),
}));

export const VideoEmbedBlockRef = schemaBlockType(
  'VideoEmbedBlock',
  'videoEmbed',
  'A video on YouTube (privacy-enhanced) or Vimeo.',
);
builder.objectFields(VideoEmbedBlockRef, (t) => ({
  title: t.exposeString('title'),
  provider: t.exposeString('provider', { description: 'youtube or vimeo.' }),
  videoId: t.exposeString('videoId'),
}));

export const AudioBlockRef = schemaBlockType('AudioBlock', 'audio', 'A sound file and its transcript.');
builder.objectFields(AudioBlockRef, (t) => ({
  title: t.exposeString('title'),
  source: t.exposeString('source'),
  transcript: t.exposeString('transcript', { nullable: true }),
}));

export const EmbedBlockRef = schemaBlockType(
  'EmbedBlock',
  'embed',
  'A framed page from an allowed host (maps, video players).',
);
builder.objectFields(EmbedBlockRef, (t) => ({
  title: t.exposeString('title'),
  url: t.exposeString('url'),
  height: t.exposeInt('height', { description: 'In CSS pixels.' }),
}));

export const MEDIA_BLOCK_REFS = [
  ImageFullBlockRef,
  ImageWideBlockRef,
  ImageInlineBlockRef,
  ImagePairBlockRef,
  ImageGridBlockRef,
  SlideshowBlockRef,
  GalleryBlockRef,
  QuoteWithImageBlockRef,
  VideoBlockRef,
  VideoEmbedBlockRef,
  AudioBlockRef,
  EmbedBlockRef,
] as const;
