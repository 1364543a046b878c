import { isSchemaBlockKind } from '@foundry/domain/editorial/blocks/block-schemas';
import { useState } from 'react';
import { emptyBlock, moveBlock } from '../lib/editor-blocks.ts';
import type { BlockKind, EditorBlock } from '../lib/editorial-types.ts';
import { TEXT } from '../lib/texts.ts';
import { FieldMessage, TextField } from './form-field.tsx';
import { ImageBlockUpload } from './image-block-upload.tsx';

const T = TEXT.blocks;

/** The errors of a schema kind's fields (keyed by their path, e.g. `slides.1.image.alt`), one line each. */
function fieldPathErrors(errors: Record<string, string>, index: number): string | undefined {
  const prefix = `blocks.${index}.`;
  const lines = Object.entries(errors)
    .filter(([key]) => key.startsWith(prefix) && key !== `${prefix}kind` && key !== `${prefix}fields`)
    .map(([key, message]) => `${key.slice(prefix.length)}: ${message}`);
  return lines.length > 0 ? lines.join(' · ') : undefined;
}

/**
 * The one block editor of stories and static pages: each block with its kind's labelled fields,
 * moved with Up and Down buttons (the keyboard's way; focus stays on the button pressed), removed,
 * or added at the end. Errors come keyed `blocks.{index}.{field}` from the API and show under fields.
 */
export function BlockEditor({
  blocks,
  kinds,
  errors,
  onChange,
}: {
  blocks: EditorBlock[];
  kinds: readonly BlockKind[];
  errors: Record<string, string>;
  onChange: (blocks: EditorBlock[]) => void;
}) {
  const [adding, setAdding] = useState<BlockKind>(kinds[0] ?? 'paragraph');
  const [announcement, setAnnouncement] = useState('');
  const update = (index: number, change: Partial<EditorBlock>) =>
    onChange(blocks.map((block, at) => (at === index ? { ...block, ...change } : block)));
  const move = (index: number, to: number, button: string) => {
    const block = blocks[index];
    if (!block || to < 0 || to >= blocks.length) return;
    onChange(moveBlock(blocks, index, to));
    setAnnouncement(T.moved(T.kinds[block.kind], to + 1, blocks.length));
    requestAnimationFrame(() => document.getElementById(`${block.uid}-${button}`)?.focus());
  };
  return (
    <fieldset className="block-editor stack">
      <legend>{T.title}</legend>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <FieldMessage id="blocks-error" message={errors.blocks} />
      {blocks.length === 0 ? <p className="empty">{T.none}</p> : null}
      <ol className="blocks">
        {blocks.map((block, index) => {
          const name = (field: string) => `blocks.${index}.${field}`;
          const field = (label: string, key: keyof EditorBlock, options: { multiline?: boolean } = {}) => (
            <TextField
              id={`${block.uid}-${key}`}
              label={label}
              value={String(block[key])}
              error={
                errors[
                  name(key === 'imageKey' || key === 'imageWidth' || key === 'imageHeight' ? 'image' : key)
                ]
              }
              multiline={options.multiline}
              onChange={(value) => update(index, { [key]: value } as Partial<EditorBlock>)}
            />
          );
          const heading = `${T.block(index + 1)}: ${T.kinds[block.kind]}`;
          return (
            <li key={block.uid} className="block panel stack" aria-label={heading}>
              <div className="block-head">
                <h3>{heading}</h3>
                <div className="actions">
                  <button
                    type="button"
                    id={`${block.uid}-up`}
                    className="button button-quiet"
                    disabled={index === 0}
                    aria-label={`${T.up} (${heading})`}
                    onClick={() => move(index, index - 1, 'up')}
                  >
                    {T.up}
                  </button>
                  <button
                    type="button"
                    id={`${block.uid}-down`}
                    className="button button-quiet"
                    disabled={index === blocks.length - 1}
                    aria-label={`${T.down} (${heading})`}
                    onClick={() => move(index, index + 1, 'down')}
                  >
                    {T.down}
                  </button>
                  <button
                    type="button"
                    className="button button-quiet"
                    aria-label={`${T.remove} (${heading})`}
                    onClick={() => {
                      onChange(blocks.filter((_, at) => at !== index));
                      setAnnouncement(T.removed(T.kinds[block.kind]));
                    }}
                  >
                    {T.remove}
                  </button>
                </div>
              </div>
              <FieldMessage id={`${block.uid}-kind-error`} message={errors[name('kind')]} />
              {block.kind === 'headline' ? (
                <label className="field">
                  <span>{T.level}</span>
                  <select
                    value={block.level}
                    onChange={(event) => update(index, { level: Number(event.target.value) })}
                  >
                    {[2, 3, 4].map((level) => (
                      <option key={level} value={level}>
                        {T.levelName(level)}
                      </option>
                    ))}
                  </select>
                </label>
              ) : null}
              {['paragraph', 'headline', 'pullquote'].includes(block.kind)
                ? field(T.text, 'text', { multiline: block.kind !== 'headline' })
                : null}
              {block.kind === 'pullquote' ? field(T.attribution, 'attribution') : null}
              {block.kind === 'list' ? (
                <>
                  <label className="field field-inline">
                    <input
                      type="checkbox"
                      checked={block.ordered}
                      onChange={(event) => update(index, { ordered: event.target.checked })}
                    />
                    <span>{T.ordered}</span>
                  </label>
                  {field(T.items, 'items', { multiline: true })}
                </>
              ) : null}
              {block.kind === 'image' ? (
                <>
                  <ImageBlockUpload
                    id={`${block.uid}-upload`}
                    onUploaded={(image) =>
                      update(index, {
                        imageKey: image.key,
                        imageWidth: String(image.width),
                        imageHeight: String(image.height),
                      })
                    }
                  />
                  {field(T.imageKey, 'imageKey')}
                  <div className="filters">
                    {field(T.imageWidth, 'imageWidth')}
                    {field(T.imageHeight, 'imageHeight')}
                  </div>
                  {field(T.alt, 'alt')}
                  {field(T.caption, 'caption')}
                </>
              ) : null}
              {isSchemaBlockKind(block.kind) ? (
                <>
                  {field(T.fields, 'fields', { multiline: true })}
                  <FieldMessage id={`${block.uid}-field-errors`} message={fieldPathErrors(errors, index)} />
                </>
              ) : null}
              {block.kind === 'person' ? (
                <>
                  {field(T.name, 'name')}
                  {field(T.role, 'role')}
                  {field(T.about, 'about', { multiline: true })}
                </>
              ) : null}
            </li>
          );
        })}
      </ol>
      <div className="actions">
        <label className="field">
          <span>{T.kind}</span>
          <select value={adding} onChange={(event) => setAdding(event.target.value as BlockKind)}>
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {T.kinds[kind]}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            const block = emptyBlock(adding);
            onChange([...blocks, block]);
            requestAnimationFrame(() =>
              document
                .getElementById(
                  `${block.uid}-${isSchemaBlockKind(block.kind) ? 'fields' : block.kind === 'person' ? 'name' : block.kind === 'image' ? 'imageKey' : block.kind === 'list' ? 'items' : 'text'}`,
                )
                ?.focus(),
            );
          }}
        >
          {T.add}
        </button>
      </div>
    </fieldset>
  );
}
