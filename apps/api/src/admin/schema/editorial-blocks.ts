import type { StoryBlock } from '@foundry/db';
import { isSchemaBlockKind } from '@foundry/domain/editorial/blocks/block-schemas';
import type { EditorialBlockInput } from '@foundry/domain/editorial/editorial-blocks';
import { adminBuilder } from '../builder.ts';

type StoredImageShape = { key: string; width: number; height: number; alt: string };

export const EditorialImageRef = adminBuilder.objectRef<StoredImageShape>('EditorialImage').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    alt: t.exposeString('alt'),
  }),
});

const str = (value: unknown) => (typeof value === 'string' ? value : null);

/** A stored block as the editor reads it back: the kind and the fields that kind uses. */
export const EditorialBlockRef = adminBuilder.objectRef<StoryBlock>('EditorialBlock').implement({
  fields: (t) => ({
    kind: t.string({ resolve: (block) => block.type }),
    text: t.string({ nullable: true, resolve: (block) => str(block.text) }),
    level: t.int({
      nullable: true,
      resolve: (block) => (typeof block.level === 'number' ? block.level : null),
    }),
    caption: t.string({ nullable: true, resolve: (block) => str(block.caption) }),
    attribution: t.string({ nullable: true, resolve: (block) => str(block.attribution) }),
    ordered: t.boolean({
      nullable: true,
      resolve: (block) => (block.type === 'list' ? block.ordered === true : null),
    }),
    items: t.stringList({
      nullable: true,
      resolve: (block) =>
        Array.isArray(block.items) ? block.items.filter((item) => typeof item === 'string') : null,
    }),
    image: t.field({
      type: EditorialImageRef,
      nullable: true,
      resolve: (block) =>
        block.image && typeof block.image === 'object' ? (block.image as StoredImageShape) : null,
    }),
    name: t.string({ nullable: true, resolve: (block) => str(block.name) }),
    role: t.string({ nullable: true, resolve: (block) => str(block.role) }),
    about: t.string({ nullable: true, resolve: (block) => str(block.about) }),
    fields: t.string({
      nullable: true,
      description: 'The fields of a kind beyond the first six, as a JSON object (docs/page-blocks.md).',
      resolve: ({ type, ...fields }) => (isSchemaBlockKind(type) ? JSON.stringify(fields) : null),
    }),
  }),
});

export const EditorialImageInput = adminBuilder.inputType('EditorialImageInput', {
  fields: (t) => ({
    key: t.string({ required: true }),
    width: t.int({ required: true }),
    height: t.int({ required: true }),
    alt: t.string({ required: true }),
  }),
});

/** One block of the editor; the fields another kind uses are ignored. */
export const EditorialBlockInputRef = adminBuilder.inputType('EditorialBlockInput', {
  fields: (t) => ({
    kind: t.string({
      required: true,
      description:
        'paragraph, headline, image, pullquote, list, person or another kind of docs/page-blocks.md.',
    }),
    text: t.string(),
    level: t.int({ description: 'A headline: 2, 3 or 4.' }),
    caption: t.string(),
    attribution: t.string(),
    ordered: t.boolean(),
    items: t.stringList(),
    image: t.field({ type: EditorialImageInput }),
    name: t.string(),
    role: t.string(),
    about: t.string(),
    fields: t.string({
      description: 'The other kinds: their fields as a JSON object (docs/page-blocks.md).',
    }),
  }),
});

/** GraphQL's input as the domain's block input. */
export const blockInputs = (
  blocks: readonly (typeof EditorialBlockInputRef.$inferInput)[],
): EditorialBlockInput[] => blocks.map((block) => ({ ...block }));
