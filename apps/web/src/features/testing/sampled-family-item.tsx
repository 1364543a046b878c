'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { FamilySampleText, type ListedFamily, useSampleFace } from '../catalogue/index.ts';

/** How far the family's font has loaded. */
type FontLoadingState = ReturnType<typeof useSampleFace>['state'];

/** A family shown with the page's shared text at the shared size, and how to take it off the page. */
export interface SampledFamilyProps {
  family: ListedFamily;
  text: string;
  size: number;
  onRemove: () => void;
}

interface SampledFamilyItemProps extends Omit<SampledFamilyProps, 'onRemove'> {
  /** The item's class; its sample text takes `<block>__text`. */
  block: string;
  /** What stands above the sample: the title (a link to the family page) laid out as the page likes. */
  head: (title: ReactNode, state: FontLoadingState) => ReactNode;
  /** What stands below the sample, if anything. */
  foot?: ReactNode;
}

/** One family's item of /testing or compare: the shared text set in the family's own font. */
export function SampledFamilyItem({ family, text, size, block, head, foot }: SampledFamilyItemProps) {
  const face = useSampleFace(family);
  const title = <Link href={`/fonts/${encodeURIComponent(family.url)}`}>{family.title}</Link>;
  return (
    <li className={block} data-family={family.url} data-font-state={face.state}>
      {head(title, face.state)}
      <FamilySampleText face={face} text={text} size={size} className={`${block}__text`} />
      {foot}
    </li>
  );
}
