'use client';

import { useMemo, useState } from 'react';
import { useFontLoading } from '../../lib/fonts/use-font-loading.ts';
import { CATALOGUE_TEXTS } from '../../lib/i18n/areas/catalogue.ts';
import { FAMILY_PAGE_TEXTS } from '../../lib/i18n/areas/family-page.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Select, Slider, ToggleGroup } from '../../ui/index.ts';
import { fontFeatureSettings, toggleFeature } from './font-feature-settings.ts';
import { clampToAxis, fontVariationSettings } from './font-variation-settings.ts';
import type { OfferedFeature } from './offered-features.ts';
import { ShareTesterButton } from './share-tester-button.tsx';
import { TesterAxes } from './tester-axes.tsx';
import { defaultAxisValues, type TesterFace } from './tester-faces.ts';
import { TesterFeatures } from './tester-features.tsx';
import { shareDataOf, type TesterSnapshot } from './tester-share-state.ts';
import { TesterStyleLines } from './tester-style-lines.tsx';

const ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
type Alignment = (typeof ALIGNMENTS)[number];
// The leading is shown and read out with two decimals (1.20).
const TWO_DECIMALS: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

interface TypeTesterProps {
  faces: readonly TesterFace[];
  /** The features a buyer can switch, with their names (offeredFeatures). */
  features: readonly OfferedFeature[];
  direction: 'ltr' | 'rtl';
  sampleText: string;
  /** The face shown first (a style route preselects its style); the first face otherwise. */
  initialFaceKey?: string;
  /** A shared state to start from (a `?share=` link), already fitted to these faces. */
  initialState?: TesterSnapshot | null;
  /** The family the Share button shares the state of; no button without it. */
  share?: { familyID: string; encodingID?: string | null };
}

/** The interactive type tester: editable text set in a chosen face, with size, leading, axes and features. */
export function TypeTester({
  faces,
  features,
  direction,
  sampleText,
  initialFaceKey,
  initialState,
  share,
}: TypeTesterProps) {
  const { t } = useTexts(CATALOGUE_TEXTS, FAMILY_PAGE_TEXTS);
  const [faceKey, setFaceKey] = useState(
    faces.find((candidate) => candidate.key === (initialState?.faceKey ?? initialFaceKey))?.key ??
      faces[0]?.key ??
      '',
  );
  const face = faces.find((candidate) => candidate.key === faceKey) ?? faces[0];
  const [text, setText] = useState(initialState?.text ?? sampleText);
  const [size, setSize] = useState(initialState?.size ?? 64);
  const [leading, setLeading] = useState(initialState?.leading ?? 1.2);
  const [align, setAlign] = useState<Alignment>(
    initialState?.alignment ?? (direction === 'rtl' ? 'right' : 'left'),
  );
  const [axisValues, setAxisValues] = useState<Record<string, number>>(
    () => initialState?.axes ?? defaultAxisValues(face),
  );
  const [enabled, setEnabled] = useState<ReadonlySet<string>>(() => new Set(initialState?.features));
  const loading = useFontLoading(face?.cssFamily ?? '', face?.weight ?? 400, face?.italic ?? false);

  const variation = useMemo(
    () =>
      fontVariationSettings(
        (face?.axes ?? []).map((axis) => ({ tag: axis.tag, value: axisValues[axis.tag] ?? axis.default })),
      ),
    [face, axisValues],
  );

  function chooseFace(key: string) {
    setFaceKey(key);
    setAxisValues(defaultAxisValues(faces.find((candidate) => candidate.key === key)));
  }

  if (!face) return null;
  // What every line shares: the size, leading, alignment and features chosen above.
  const shared = {
    fontSize: `${size}px`,
    lineHeight: leading,
    textAlign: align,
    fontFeatureSettings: fontFeatureSettings(enabled),
  } as const;
  return (
    <div className="type-tester" data-font-state={loading.state}>
      <div className="type-tester__controls">
        <Select
          className="type-tester__style"
          label={t('tester.style')}
          options={faces.map((candidate) => ({ id: candidate.key, label: candidate.label }))}
          selectedKey={face.key}
          onChange={chooseFace}
        />
        <Slider
          className="type-tester__slider"
          label={t('tester.size')}
          minValue={8}
          maxValue={240}
          step={1}
          value={size}
          onChange={setSize}
        />
        <Slider
          className="type-tester__slider"
          label={t('tester.leading')}
          minValue={0.7}
          maxValue={2.5}
          step={0.05}
          value={leading}
          onChange={setLeading}
          formatOptions={TWO_DECIMALS}
        />
        <ToggleGroup
          className="type-tester__align"
          label={t('tester.alignment')}
          options={ALIGNMENTS.map((option) => ({ id: option, label: t(`tester.align.${option}`) }))}
          value={align}
          onChange={(option) => setAlign(option as Alignment)}
        />
        {share ? (
          <ShareTesterButton
            data={() =>
              shareDataOf(
                {
                  faceKey: face.key,
                  text,
                  size,
                  leading,
                  alignment: align,
                  axes: axisValues,
                  features: [...enabled],
                },
                share,
              )
            }
          />
        ) : null}
      </div>
      <TesterAxes
        face={face}
        values={axisValues}
        onChange={(tag, value, axis) =>
          setAxisValues((previous) => ({ ...previous, [tag]: clampToAxis(value, axis) }))
        }
        onInstance={(coordinates) =>
          setAxisValues((previous) => ({
            ...previous,
            ...Object.fromEntries(coordinates.map((coordinate) => [coordinate.tag, coordinate.value])),
          }))
        }
      />
      {loading.state === 'Error' ? (
        <p className="type-tester__error" role="alert">
          {t('familyPage.tester.fontFailed')}
        </p>
      ) : null}
      <textarea
        className="type-tester__text"
        aria-label={t('tester.text')}
        dir={direction}
        rows={1}
        value={text}
        spellCheck={false}
        onChange={(event) => setText(event.target.value)}
        data-font-family={face.cssFamily}
        style={{
          ...shared,
          fontFamily: `"${face.cssFamily}", var(--font-ui)`,
          fontWeight: face.weight,
          fontStyle: face.italic ? 'italic' : 'normal',
          fontVariationSettings: variation,
        }}
      />
      <TesterFeatures
        features={features}
        enabled={enabled}
        onToggle={(tag) => setEnabled((previous) => toggleFeature(previous, tag))}
      />
      <TesterStyleLines
        faces={faces.filter((candidate) => candidate.axes.length === 0)}
        text={text}
        shared={shared}
        direction={direction}
        chosenKey={face.key}
        onChoose={chooseFace}
      />
    </div>
  );
}
