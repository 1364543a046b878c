'use client';

import Link from 'next/link';
import type { CSSProperties, ReactElement } from 'react';
import { FamilyStylesheetLink } from '../../lib/fonts/family-stylesheet-link.tsx';
import { fontFaceFamilyName, variableFontFamilyName } from '../../lib/fonts/font-face-css.ts';
import { PAGE_BLOCKS_TEXTS } from '../../lib/i18n/areas/page-blocks.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { InlineMarkdown } from '../help/index.ts';
import type { BlockOf } from './schema-block-data.ts';

type BlockFamily = NonNullable<BlockOf<'FontSampleBlock'>['family']>;

const familyHref = (url: string) => `/fonts/${encodeURIComponent(url)}`;

/** The family's regular face (the variable font when it has one), with the stylesheet that declares it. */
function familyFace(family: BlockFamily): { style: CSSProperties; stylesheet: ReactElement } {
  const variable = family.variableFonts.find((font) => !font.italic);
  const upright = family.styles.filter((style) => !style.italic);
  const regular = upright.reduce<(typeof upright)[number] | undefined>(
    (best, style) => (!best || Math.abs(style.weight - 400) < Math.abs(best.weight - 400) ? style : best),
    undefined,
  );
  const cssFamily = variable
    ? variableFontFamilyName(variable.id)
    : regular
      ? fontFaceFamilyName(regular.id)
      : undefined;
  return {
    style: cssFamily ? { fontFamily: `${cssFamily}, var(--font-fallback, sans-serif)` } : {},
    stylesheet: <FamilyStylesheetLink family={family} />,
  };
}

/** A family's name set in itself, a sentence about it and the way to its page. */
export function FamilyShowcaseBlockView({ block }: { block: BlockOf<'FamilyShowcaseBlock'> }) {
  const { t } = useTexts(PAGE_BLOCKS_TEXTS);
  if (!block.family) return null;
  const face = familyFace(block.family);
  return (
    <section className="page-block page-block--family-showcase" aria-label={block.family.title}>
      {face.stylesheet}
      <p className="page-block__specimen" style={face.style}>
        {block.family.title}
      </p>
      {block.description ? (
        <p>
          <InlineMarkdown text={block.description} />
        </p>
      ) : null}
      <Link href={familyHref(block.family.url)}>
        {t('pageBlocks.seeFamily', { family: block.family.title })}
      </Link>
    </section>
  );
}

export function FontSampleBlockView({ block }: { block: BlockOf<'FontSampleBlock'> }) {
  if (!block.family) return null;
  const face = familyFace(block.family);
  return (
    <figure className="page-block page-block--font-sample">
      {face.stylesheet}
      <p className="page-block__specimen" style={{ ...face.style, fontSize: `${block.fontSize}px` }}>
        {block.text}
      </p>
      <figcaption>
        <Link href={familyHref(block.family.url)}>{block.family.title}</Link>
      </figcaption>
    </figure>
  );
}

/** A few glyphs very large; each is also named for screen readers by the text itself. */
export function GlyphHighlightBlockView({ block }: { block: BlockOf<'GlyphHighlightBlock'> }) {
  if (!block.family) return null;
  const face = familyFace(block.family);
  return (
    <figure className="page-block page-block--glyphs">
      {face.stylesheet}
      <p className="page-block__glyphs" style={face.style} lang="und">
        {[...block.glyphs].map((glyph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a glyph may repeat
          <span key={index}>{glyph}</span>
        ))}
      </p>
      <figcaption>
        {block.caption ? `${block.caption} · ` : null}
        <Link href={familyHref(block.family.url)}>{block.family.title}</Link>
      </figcaption>
    </figure>
  );
}

export function SpecimenDownloadBlockView({ block }: { block: BlockOf<'SpecimenDownloadBlock'> }) {
  const { t } = useTexts(PAGE_BLOCKS_TEXTS);
  return (
    <p className="page-block page-block--specimen">
      <a href={block.file} download className="ui-button ui-button--secondary">
        {t('pageBlocks.downloadSpecimen', { title: block.title })}
      </a>
    </p>
  );
}

/** A family as a card: its name in itself, a sentence and the link to its page, where it is bought. */
export function ProductCardBlockView({ block }: { block: BlockOf<'ProductCardBlock'> }) {
  const { t } = useTexts(PAGE_BLOCKS_TEXTS);
  if (!block.family) return null;
  const face = familyFace(block.family);
  return (
    <article className="page-block page-block--product-card">
      {face.stylesheet}
      <h2 className="page-block__specimen" style={face.style}>
        {block.family.title}
      </h2>
      {block.description ? (
        <p>
          <InlineMarkdown text={block.description} />
        </p>
      ) : null}
      <Link href={familyHref(block.family.url)} className="ui-button ui-button--primary">
        {t('pageBlocks.buyFamily', { family: block.family.title })}
      </Link>
    </article>
  );
}
