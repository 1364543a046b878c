'use client';

import { COMPARE_LIST_MAX, comparePath, isSortedAZ, sameCompareFonts, sortCompareAZ } from '@foundry/domain';
import { useRouter } from 'next/navigation';
import { type CSSProperties, useEffect, useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import { BROWSE_TEXTS } from '../../lib/i18n/areas/browse.ts';
import { CATALOGUE_TEXTS } from '../../lib/i18n/areas/catalogue.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Slider, TextField, ToggleGroup } from '../../ui/index.ts';
import type { ListedFamily } from '../catalogue/index.ts';
import { FamilyFontFaces } from '../catalogue/index.ts';
import { readCompareList, useCompareList } from '../compare-list/index.ts';
import { CompareAddFont } from './compare-add-font.tsx';
import { CompareColumn } from './compare-column.tsx';
import { COMPARE_SIZE_PX } from './compare-settings.ts';
import type { CompareCandidate } from './load-compare-candidates.ts';

type CompareLayout = 'lines' | 'waterfall';

/**
 * Up to three families side by side, a style chosen per column, with one shared text, size and view
 * (one size, or a waterfall of sizes); a font of the catalogue can be added while there is room.
 * Opening a compare URL makes it the stored list (a reordered URL keeps the stored order); removing
 * or adding one goes to the new URL (docs/browsing.md).
 */
export function CompareView({
  families,
  candidates = [],
}: {
  families: ListedFamily[];
  candidates?: readonly CompareCandidate[];
}) {
  const { t } = useTexts(BROWSE_TEXTS, CATALOGUE_TEXTS);
  const router = useRouter();
  const { replace, remove, add } = useCompareList();
  const [text, setText] = useState<string>(() => t('fonts.sample'));
  const [size, setSize] = useState<number>(COMPARE_SIZE_PX.initial);
  const [layout, setLayout] = useState<CompareLayout>('lines');
  const urls = families.map((family) => family.url);
  const sorted = families.length > 1 && isSortedAZ(families);
  const addable = candidates.filter((candidate) => !urls.includes(candidate.url));
  const hasRoom = families.length < COMPARE_LIST_MAX;

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

  const columns = families.length + (hasRoom && addable.length > 0 ? 1 : 0);
  return (
    <div className="compare">
      <div className="compare__controls">
        <TextField label={t('compare.text')} value={text} onChange={setText} className="compare__text" />
        {layout === 'lines' ? (
          <Slider
            label={t('browse.fonts.size')}
            minValue={COMPARE_SIZE_PX.min}
            maxValue={COMPARE_SIZE_PX.max}
            value={size}
            onChange={(value) => setSize(value)}
          />
        ) : null}
        <ToggleGroup
          label={t('browse.compare.waterfallLabel')}
          options={[
            { id: 'lines', label: t('browse.compare.oneSize') },
            { id: 'waterfall', label: t('browse.compare.waterfall') },
          ]}
          value={layout}
          onChange={(id) => setLayout(id === 'waterfall' ? 'waterfall' : 'lines')}
        />
        <div className="ui-toggle-group">
          <ToggleButton
            className="ui-toggle-group__button"
            isSelected={sorted}
            isDisabled={families.length < 2}
            onChange={toggleSort}
          >
            {t('compare.sortAZ')}
          </ToggleButton>
        </div>
      </div>
      <ul className="compare__columns" style={{ '--compare-columns': columns } as CSSProperties}>
        {families.map((family) => (
          <CompareColumn
            key={family.id}
            family={family}
            text={text}
            size={size}
            waterfall={layout === 'waterfall'}
            onRemove={() => {
              remove(family.url, family.title);
              router.push(comparePath(urls.filter((url) => url !== family.url)));
            }}
          />
        ))}
        {hasRoom ? (
          <CompareAddFont
            candidates={addable}
            onAdd={(url) => {
              const title = addable.find((candidate) => candidate.url === url)?.title ?? url;
              if (add(url, title)) router.push(comparePath([...urls, url]));
            }}
          />
        ) : null}
      </ul>
      {/* After the columns: a stylesheet linked in the body holds back the painting of everything
          after it. The columns paint at once in the interface font and take each family's face as
          it arrives (font-display: swap), when they would have anyway. */}
      <FamilyFontFaces families={families} />
    </div>
  );
}
