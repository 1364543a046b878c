'use client';

import { useId } from 'react';
import { PAGE_BLOCKS_TEXTS } from '../../lib/i18n/areas/page-blocks.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { InlineMarkdown } from '../help/index.ts';
import type { BlockOf } from './schema-block-data.ts';

// Text blocks: every text is rendered as React text or inline Markdown elements, never as HTML.

export function SubheadlineBlockView({ block }: { block: BlockOf<'SubheadlineBlock'> }) {
  return <p className="page-block page-block--subheadline">{block.text}</p>;
}

export function LeadBlockView({ block }: { block: BlockOf<'LeadBlock'> }) {
  return (
    <p className="page-block page-block--lead">
      <InlineMarkdown text={block.text} />
    </p>
  );
}

export function BlockquoteBlockView({ block }: { block: BlockOf<'BlockquoteBlock'> }) {
  const cite = block.citationUrl?.startsWith('https://') ? block.citationUrl : undefined;
  return (
    <figure className="page-block page-block--blockquote">
      <blockquote cite={cite}>
        <p>
          <InlineMarkdown text={block.text} />
        </p>
      </blockquote>
      {block.citation ? (
        <figcaption>{cite ? <a href={cite}>{block.citation}</a> : block.citation}</figcaption>
      ) : null}
    </figure>
  );
}

export function CodeBlockView({ block }: { block: BlockOf<'CodeBlock'> }) {
  const { t } = useTexts(PAGE_BLOCKS_TEXTS);
  return (
    <figure className="page-block page-block--code">
      {block.language ? <figcaption>{block.language}</figcaption> : null}
      {/* Scrolls sideways on its own, so it is a named region the keyboard can reach. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section tabIndex={0} aria-label={t('pageBlocks.code', { language: block.language ?? '' })}>
        <pre>
          <code>{block.code}</code>
        </pre>
      </section>
    </figure>
  );
}

export function DefinitionListBlockView({ block }: { block: BlockOf<'DefinitionListBlock'> }) {
  return (
    <dl className="page-block page-block--definitions">
      {block.definitions.map((item) => (
        <div key={item.term}>
          <dt>{item.term}</dt>
          <dd>
            <InlineMarkdown text={item.definition} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function FootnotesBlockView({ block }: { block: BlockOf<'FootnotesBlock'> }) {
  const { t } = useTexts(PAGE_BLOCKS_TEXTS);
  const id = useId();
  return (
    <section className="page-block page-block--footnotes" aria-labelledby={id}>
      <h2 id={id}>{t('pageBlocks.notes')}</h2>
      <ol>
        {block.notes.map((note, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: notes are numbered by their place
          <li key={index}>
            <InlineMarkdown text={note} />
          </li>
        ))}
      </ol>
    </section>
  );
}

export function TableBlockView({ block }: { block: BlockOf<'TableBlock'> }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls; the keyboard must reach it
    <section className="page-block page-block--table" tabIndex={0} aria-label={block.caption ?? undefined}>
      <table>
        <caption>{block.caption}</caption>
        <thead>
          <tr>
            {block.header.map((cell, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed by their place
              <th key={index} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed by their place
            <tr key={rowIndex}>
              {row.cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are fixed by their place
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function DividerBlockView() {
  return <hr className="page-block page-block--divider" />;
}

export function SpacerBlockView({ block }: { block: BlockOf<'SpacerBlock'> }) {
  return (
    <div className={`page-block page-block--spacer page-block--spacer-${block.size}`} aria-hidden="true" />
  );
}
