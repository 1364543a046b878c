import { builder } from '../builder.ts';
import { FamilyRef } from '../family.ts';
import { schemaBlockType } from './schema-block-type.ts';

/**
 * Blocks that name a family of the catalogue by its url. `family` is null while that family is not
 * published (the block then shows nothing of it); several blocks of a page cost one lookup.
 */
type FamilyBlockKind =
  | 'familyShowcase'
  | 'fontSample'
  | 'variableFontTester'
  | 'glyphHighlight'
  | 'specimenDownload'
  | 'productCard';

/** The url of the family a block names (every FamilyBlockKind has the field). */
const familyOf = (block: unknown) => (block as { family: string }).family;

function familyField<Kind extends FamilyBlockKind>(ref: ReturnType<typeof schemaBlockType<Kind>>) {
  builder.objectFields(ref, (t) => ({
    familyUrl: t.string({ resolve: (block) => familyOf(block) }),
    family: t.field({
      type: FamilyRef,
      nullable: true,
      resolve: (block, _args, context) => context.loaders.publishedFamilyByUrl.load(familyOf(block)),
    }),
  }));
  return ref;
}

export const FamilyShowcaseBlockRef = familyField(
  schemaBlockType('FamilyShowcaseBlock', 'familyShowcase', 'A family presented with its name set in it.'),
);
builder.objectFields(FamilyShowcaseBlockRef, (t) => ({
  description: t.exposeString('description', { nullable: true }),
}));

export const FontSampleBlockRef = familyField(
  schemaBlockType('FontSampleBlock', 'fontSample', 'A line of text set in a family at a size.'),
);
builder.objectFields(FontSampleBlockRef, (t) => ({
  text: t.exposeString('text'),
  fontSize: t.exposeInt('fontSize', { description: 'In CSS pixels.' }),
}));

export const VariableFontTesterBlockRef = familyField(
  schemaBlockType(
    'VariableFontTesterBlock',
    'variableFontTester',
    'The type tester of a family, its sample text editable and its axes on sliders.',
  ),
);
builder.objectFields(VariableFontTesterBlockRef, (t) => ({ text: t.exposeString('text') }));

export const GlyphHighlightBlockRef = familyField(
  schemaBlockType('GlyphHighlightBlock', 'glyphHighlight', 'A few glyphs of a family set very large.'),
);
builder.objectFields(GlyphHighlightBlockRef, (t) => ({
  glyphs: t.exposeString('glyphs'),
  caption: t.exposeString('caption', { nullable: true }),
}));

export const SpecimenDownloadBlockRef = familyField(
  schemaBlockType(
    'SpecimenDownloadBlock',
    'specimenDownload',
    'A link to download a family’s specimen (PDF).',
  ),
);
builder.objectFields(SpecimenDownloadBlockRef, (t) => ({
  title: t.exposeString('title'),
  file: t.exposeString('file'),
}));

export const ProductCardBlockRef = familyField(
  schemaBlockType(
    'ProductCardBlock',
    'productCard',
    'A family as a card leading to its page, where it is bought.',
  ),
);
builder.objectFields(ProductCardBlockRef, (t) => ({
  description: t.exposeString('description', { nullable: true }),
}));

export const SubscribeBlockRef = schemaBlockType(
  'SubscribeBlock',
  'subscribe',
  'The newsletter sign-up form with a title and a sentence.',
);
builder.objectFields(SubscribeBlockRef, (t) => ({
  title: t.exposeString('title'),
  text: t.exposeString('text'),
}));

/** Their `author`, `story` and `stories` fields are added in story-reference-fields.ts (Story imports the union). */
export const AuthorBioBlockRef = schemaBlockType(
  'AuthorBioBlock',
  'authorBio',
  'An author with their picture and about.',
);
export const StoryLinkBlockRef = schemaBlockType(
  'StoryLinkBlock',
  'storyLink',
  'A link to another story as a card.',
);
export const RelatedStoriesBlockRef = schemaBlockType(
  'RelatedStoriesBlock',
  'relatedStories',
  'Stories chosen by the editor, as cards under a title.',
);
builder.objectFields(AuthorBioBlockRef, (t) => ({
  authorUrl: t.string({ resolve: (block) => block.author }),
}));
builder.objectFields(StoryLinkBlockRef, (t) => ({
  storyUrl: t.string({ resolve: (block) => block.story }),
  label: t.exposeString('label', { nullable: true }),
}));
builder.objectFields(RelatedStoriesBlockRef, (t) => ({
  title: t.exposeString('title'),
  storyUrls: t.stringList({ resolve: (block) => block.stories }),
}));

export const CATALOGUE_BLOCK_REFS = [
  FamilyShowcaseBlockRef,
  FontSampleBlockRef,
  VariableFontTesterBlockRef,
  GlyphHighlightBlockRef,
  SpecimenDownloadBlockRef,
  ProductCardBlockRef,
  SubscribeBlockRef,
  AuthorBioBlockRef,
  StoryLinkBlockRef,
  RelatedStoriesBlockRef,
] as const;
