'use client';

import { matchingWeight, type Polarity } from '@foundry/domain/fonts/weight-calculator';
import { useState } from 'react';
import { FAMILY_EXTRAS_TEXTS } from '../../lib/i18n/areas/family-extras.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { NumberField } from '../../ui/number-field.tsx';
import { Select } from '../../ui/select.tsx';
import { Slider } from '../../ui/slider.tsx';
import { fontVariationSettings } from '../type-tester/index.ts';

const POLARITIES: readonly Polarity[] = ['dark-on-light', 'light-on-dark'];
const SIZE_MIN = 6;
const SIZE_MAX = 200;

interface WeightCalculatorProps {
  /** The variable font the samples are set in, and its wght axis. */
  font: { cssFamily: string; italic: boolean; wght: { min: number; max: number; default: number } };
}

/** A size within the calculator's range, or the previous value when the field was emptied. */
function sizeFrom(value: number, previous: number): number {
  if (!Number.isFinite(value)) return previous;
  return Math.min(SIZE_MAX, Math.max(SIZE_MIN, Math.round(value)));
}

/** A, the reference sample, and B, the target. */
type Side = 'a' | 'b';
const SIDES: readonly Side[] = ['a', 'b'];

interface SampleSettingsProps {
  side: Side;
  size: number;
  polarity: Polarity;
  onSize: (update: (previous: number) => number) => void;
  onPolarity: (polarity: Polarity) => void;
}

/** The size and colours of one sample (A, the reference, or B, the target). */
function SampleSettings({ side, size, polarity, onSize, onPolarity }: SampleSettingsProps) {
  const { t } = useTexts(FAMILY_EXTRAS_TEXTS);
  const suffix = side === 'a' ? 'A' : 'B';
  return (
    <>
      <NumberField
        className="weight-calculator__size"
        label={t(`familyExtras.weightCalculator.size${suffix}`)}
        minValue={SIZE_MIN}
        maxValue={SIZE_MAX}
        step={1}
        value={size}
        onChange={(value) => onSize((previous) => sizeFrom(value, previous))}
      />
      <Select
        label={t(`familyExtras.weightCalculator.polarity${suffix}`)}
        selectedKey={polarity}
        onChange={(value) => onPolarity(value as Polarity)}
        options={POLARITIES.map((each) => ({
          id: each,
          label: t(`familyExtras.weightCalculator.polarity.${each}`),
        }))}
      />
    </>
  );
}

/**
 * The weight calculator (docs/weight-calculator.md): a weight at size A and colours A, and the
 * weight of the variable font that looks as dark at size B and colours B, both set side by side.
 */
export function WeightCalculator({ font }: WeightCalculatorProps) {
  const { t } = useTexts(FAMILY_EXTRAS_TEXTS);
  const [weight, setWeight] = useState(Math.round(font.wght.default));
  const [sizes, setSizes] = useState<Record<Side, number>>({ a: 12, b: 48 });
  const [polarities, setPolarities] = useState<Record<Side, Polarity>>({
    a: 'dark-on-light',
    b: 'dark-on-light',
  });
  const { a: sizeA, b: sizeB } = sizes;
  const { a: polarityA, b: polarityB } = polarities;
  const result = matchingWeight({
    reference: { weight, sizePx: sizeA, polarity: polarityA },
    target: { sizePx: sizeB, polarity: polarityB },
    axis: font.wght,
  });

  const sample = (side: 'a' | 'b', sampleWeight: number, size: number, polarity: Polarity) => (
    <figure className="weight-calculator__sample" data-side={side} data-polarity={polarity}>
      <figcaption>
        {t(side === 'a' ? 'familyExtras.weightCalculator.sampleA' : 'familyExtras.weightCalculator.sampleB', {
          weight: sampleWeight,
          size,
        })}
      </figcaption>
      <p
        className="weight-calculator__text"
        data-weight={sampleWeight}
        style={{
          fontFamily: `"${font.cssFamily}", var(--font-ui)`,
          fontStyle: font.italic ? 'italic' : 'normal',
          fontVariationSettings: fontVariationSettings([{ tag: 'wght', value: sampleWeight }]),
          fontSize: `${size}px`,
        }}
      >
        {t('familyExtras.weightCalculator.sampleText')}
      </p>
    </figure>
  );

  return (
    <div className="weight-calculator">
      <div className="weight-calculator__inputs">
        <Slider
          label={t('familyExtras.weightCalculator.referenceWeight')}
          minValue={font.wght.min}
          maxValue={font.wght.max}
          step={1}
          value={weight}
          onChange={setWeight}
        />
        {SIDES.map((side) => (
          <SampleSettings
            key={side}
            side={side}
            size={sizes[side]}
            polarity={polarities[side]}
            onSize={(update) => setSizes((previous) => ({ ...previous, [side]: update(previous[side]) }))}
            onPolarity={(polarity) => setPolarities((previous) => ({ ...previous, [side]: polarity }))}
          />
        ))}
      </div>
      <p className="weight-calculator__result" role="status" aria-live="polite">
        {t('familyExtras.weightCalculator.result')}:{' '}
        <strong data-testid="weight-result">{result.weight}</strong>
        {result.clamped ? ` — ${t('familyExtras.weightCalculator.clamped')}` : ''}
      </p>
      <div className="weight-calculator__samples">
        {sample('a', weight, sizeA, polarityA)}
        {sample('b', result.weight, sizeB, polarityB)}
      </div>
      <p className="weight-calculator__note">{t('familyExtras.weightCalculator.howItWorks')}</p>
    </div>
  );
}
