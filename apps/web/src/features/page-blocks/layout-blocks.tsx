'use client';

import Link from 'next/link';
import { PAGE_BLOCKS_TEXTS } from '../../lib/i18n/areas/page-blocks.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Disclosure, Tabs } from '../../ui/index.ts';
import { InlineMarkdown } from '../help/index.ts';
import type { BlockOf } from './schema-block-data.ts';

/** Tabs of the ui layer (arrow keys move between them; one panel shows). */
export function TabsBlockView({ block }: { block: BlockOf<'TabsBlock'> }) {
  return (
    <div className="page-block page-block--tabs">
      <Tabs
        label={block.title}
        tabs={block.tabs.map((tab, index) => ({
          id: `tab-${index}`,
          label: tab.title,
          content: (
            <p>
              <InlineMarkdown text={tab.text} />
            </p>
          ),
        }))}
      />
    </div>
  );
}

/** Titled sections, each a disclosure of the ui layer. */
export function AccordionBlockView({ block }: { block: BlockOf<'AccordionBlock'> }) {
  return (
    <div className="page-block page-block--accordion">
      {block.sections.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections are fixed by their place
        <Disclosure key={index} title={item.title}>
          <p>
            <InlineMarkdown text={item.text} />
          </p>
        </Disclosure>
      ))}
    </div>
  );
}

export function ColumnsBlockView({ block }: { block: BlockOf<'ColumnsBlock'> }) {
  return (
    <div className={`page-block page-block--columns page-block--columns-${block.columns.length}`}>
      {block.columns.map((column, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed by their place
        <p key={index}>
          <InlineMarkdown text={column} />
        </p>
      ))}
    </div>
  );
}

/** A row of figures as a list, each value with what it counts (read as one sentence). */
export function StatisticsBlockView({ block }: { block: BlockOf<'StatisticsBlock'> }) {
  const { t } = useTexts(PAGE_BLOCKS_TEXTS);
  return (
    <ul className="page-block page-block--statistics" aria-label={t('pageBlocks.statistics')}>
      {block.figures.map((item) => (
        <li key={`${item.value} ${item.label}`}>
          <strong>{item.value}</strong> <span>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** A link of a block: paths stay in the app, other addresses are plain links. */
export function BlockLink({ link, className }: { link: { label: string; href: string }; className: string }) {
  return link.href.startsWith('/') ? (
    <Link href={link.href} className={className}>
      {link.label}
    </Link>
  ) : (
    <a href={link.href} className={className}>
      {link.label}
    </a>
  );
}

export function CallToActionBlockView({ block }: { block: BlockOf<'CallToActionBlock'> }) {
  return (
    <section className="page-block page-block--call-to-action" aria-label={block.title}>
      <p className="page-block__title">{block.title}</p>
      {block.description ? (
        <p>
          <InlineMarkdown text={block.description} />
        </p>
      ) : null}
      <BlockLink link={block.link} className="ui-button ui-button--primary" />
    </section>
  );
}

export function ButtonRowBlockView({ block }: { block: BlockOf<'ButtonRowBlock'> }) {
  return (
    <ul className="page-block page-block--buttons">
      {block.links.map((link) => (
        <li key={link.href}>
          <BlockLink link={link} className="ui-button ui-button--secondary" />
        </li>
      ))}
    </ul>
  );
}
