'use client';

import { comparePath, isSortedAZ, sameCompareFonts, sortCompareAZ } from '@foundry/domain';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type CSSProperties, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListedFamily } from '../catalogue/index.ts';
import { FamilyFontFaces, FamilySampleText, useSampleFace } from '../catalogue/index.ts';
import { readCompareList, useCompareList } from '../compare-list/index.ts';

const INITIAL_SIZE_PX = 56;

/** One family's column: the shared text set in the family's own font at the shared size. */
function CompareColumn({
  family,
  text,
  size,
  onRemove,
}: {
  family: ListedFamily;
  text: string;
  size: number;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const face = useSampleFace(family);
  return (
    <li className="compare-column" data-family={family.url} data-font-state={face.state}>
      <h2>
        <Link href={`/fonts/${encodeURIComponent(family.url)}`}>{family.title}</Link>
      </h2>
      <FamilySampleText face={face} text={text} size={size} className="compare-column__text" />
      <button type="button" className="button" onClick={onRemove}>
        {t('compare.removeFamily', { family: family.title })}
      </button>
    </li>
  );
}

/**
 * Up to three families side by side with one shared text and one size. Opening a compare URL makes
 * it the stored list (a reordered URL keeps the stored order); removing one goes to the shorter URL.
 */
export function CompareView({ families }: { families: ListedFamily[] }) {
  const { t } = useTranslation();
  const id = useId();
  const router = useRouter();
  const { replace, remove } = useCompareList();
  const [text, setText] = useState<string>(() => t('fonts.sample'));
  const [size, setSize] = useState(INITIAL_SIZE_PX);
  const urls = families.map((family) => family.url);
  const sorted = families.length > 1 && isSortedAZ(families);

  const urlKey = urls.join('/');
  // biome-ignore lint/correctness/useExhaustiveDependencies: urlKey stands for urls
  useEffect(() => {
    if (!sameCompareFonts(readCompareList(), urls)) replace(urls);
  }, [urlKey, replace]);

  function toggleSort() {
    if (!sorted) {
      router.push(comparePath(sortCompareAZ(families).map((family) => family.url)));
      return;
    }
    // Unsorting goes back to the order the fonts were added in (the stored list).
    const stored = readCompareList().filter((url) => urls.includes(url));
    router.push(comparePath(sameCompareFonts(stored, urls) ? stored : urls));
  }

  return (
    <div className="compare">
      <FamilyFontFaces families={families} />
      <div className="compare__controls">
        <label htmlFor={`${id}-text`}>
          {t('compare.text')}
          <input
            id={`${id}-text`}
            type="text"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <label htmlFor={`${id}-size`}>
          {t('compare.size')} <output htmlFor={`${id}-size`}>{size}px</output>
          <input
            id={`${id}-size`}
            type="range"
            min={12}
            max={200}
            step={1}
            value={size}
            onChange={(event) => setSize(Number(event.target.value))}
          />
        </label>
        <button
          type="button"
          className="button"
          aria-pressed={sorted}
          disabled={families.length < 2}
          onClick={toggleSort}
        >
          {t('compare.sortAZ')}
        </button>
      </div>
      <ul className="compare__columns" style={{ '--compare-columns': families.length } as CSSProperties}>
        {families.map((family) => (
          <CompareColumn
            key={family.id}
            family={family}
            text={text}
            size={size}
            onRemove={() => {
              remove(family.url, family.title);
              router.push(comparePath(urls.filter((url) => url !== family.url)));
            }}
          />
        ))}
      </ul>
    </div>
  );
}
