import type { BlockKind, EditorBlock, StoredBlock } from './editorial-types.ts';

let counter = 0;
const uid = () => `block-${++counter}`;

/** An empty block of a kind, as "Add block" makes it. */
export function emptyBlock(kind: BlockKind): EditorBlock {
  return {
    uid: uid(),
    kind,
    text: '',
    level: 2,
    caption: '',
    attribution: '',
    ordered: false,
    items: '',
    imageKey: '',
    imageWidth: '',
    imageHeight: '',
    alt: '',
    name: '',
    role: '',
    about: '',
    fields: '{}',
  };
}

/** A stored block in the editor. */
export function toEditorBlock(block: StoredBlock): EditorBlock {
  return {
    ...emptyBlock(block.kind as BlockKind),
    text: block.text ?? '',
    level: block.level ?? 2,
    caption: block.caption ?? '',
    attribution: block.attribution ?? '',
    ordered: block.ordered ?? false,
    items: (block.items ?? []).join('\n'),
    imageKey: block.image?.key ?? '',
    imageWidth: block.image ? String(block.image.width) : '',
    imageHeight: block.image ? String(block.image.height) : '',
    alt: block.image?.alt ?? '',
    name: block.name ?? '',
    role: block.role ?? '',
    about: block.about ?? '',
    fields: block.fields ? JSON.stringify(JSON.parse(block.fields), null, 2) : '{}',
  };
}

/** The editor's block as the API's EditorialBlockInput: only the fields of its kind. */
export function toBlockInput(block: EditorBlock): Record<string, unknown> {
  switch (block.kind) {
    case 'paragraph':
      return { kind: block.kind, text: block.text };
    case 'headline':
      return { kind: block.kind, text: block.text, level: block.level };
    case 'pullquote':
      return { kind: block.kind, text: block.text, attribution: block.attribution };
    case 'list':
      return { kind: block.kind, ordered: block.ordered, items: block.items.split('\n') };
    case 'image':
      return {
        kind: block.kind,
        caption: block.caption,
        image: block.imageKey
          ? {
              key: block.imageKey,
              width: Number(block.imageWidth) || 0,
              height: Number(block.imageHeight) || 0,
              alt: block.alt,
            }
          : null,
      };
    case 'person':
      return { kind: block.kind, name: block.name, role: block.role, about: block.about };
    default:
      return { kind: block.kind, fields: block.fields };
  }
}

/** The list with the block at `from` moved to `to` (both in range). */
export function moveBlock(blocks: readonly EditorBlock[], from: number, to: number): EditorBlock[] {
  const next = [...blocks];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}
