'use client';

import { matchingWeight, type Polarity } from '@foundry/domain/fonts/weight-calculator';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fontVariationSettings } from '../type-tester/index.ts';
import './weight-calculator.css';

const POLARITIES: readonly Polarity[] = ['dark-on-light', 'light-on-dark'];
const SIZE_MIN = 6;
const SIZE_MAX = 200;

interface WeightCalculatorProps {
  /** The variable font the samples are set in, and its wght axis. */
  font: { cssFamily: string; italic: boolean; wght: { min: number; max: number; default: number } };
}

/** A size within the calculator's range, or the previous value while the field is being typed in. */
function sizeFrom(raw: string, previous: number): number {
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value)) return previous;
  return Math.min(SIZE_MAX, Math.max(SIZE_MIN, Math.round(value)));
}

interface SampleSettingsProps {
  side: 'a' | 'b';
  size: number;
  polarity: Polarity;
  onSize: (update: (previous: number) => number) => void;
  onPolarity: (polarity: Polarity) => void;
}

/** The size and colours of one sample (A, the reference, or B, the target). */
function SampleSettings({ side, size, polarity, onSize, onPolarity }: SampleSettingsProps) {
  const { t } = useTranslation();
  const id = useId();
  const suffix = side === 'a' ? 'A' : 'B';
  return (
    <>
      <label htmlFor={`${id}-size`}>
        {t(`familyExtras.weightCalculator.size${suffix}`)}
        <input
          id={`${id}-size`}
          type="number"
          inputMode="numeric"
          min={SIZE_MIN}
          max={SIZE_MAX}
          step={1}
          value={size}
          onChange={(event) => {
            const raw = event.target.value;
            onSize((previous) => sizeFrom(raw, previous));
          }}
        />
      </label>
      <label htmlFor={`${id}-polarity`}>
        {t(`familyExtras.weightCalculator.polarity${suffix}`)}
        <select
          id={`${id}-polarity`}
          value={polarity}
          onChange={(event) => onPolarity(event.target.value as Polarity)}
        >
          {POLARITIES.map((each) => (
            <option key={each} value={each}>
              {t(`familyExtras.weightCalculator.polarity.${each}`)}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

/**
 * The weight calculator (docs/weight-calculator.md): a weight at size A and colours A, and the
 * weight of the variable font that looks as dark at size B and colours B, both set side by side.
 */
export function WeightCalculator({ font }: WeightCalculatorProps) {
  const { t } = useTranslation();
  const id = useId();
  const [weight, setWeight] = useState(Math.round(font.wght.default));
  const [sizeA, setSizeA] = useState(12);
  const [sizeB, setSizeB] = useState(48);
  const [polarityA, setPolarityA] = useState<Polarity>('dark-on-light');
  const [polarityB, setPolarityB] = useState<Polarity>('dark-on-light');
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
        <label htmlFor={`${id}-weight`}>
          {t('familyExtras.weightCalculator.referenceWeight')}{' '}
          <output htmlFor={`${id}-weight`}>{weight}</output>
          <input
            id={`${id}-weight`}
            type="range"
            min={font.wght.min}
            max={font.wght.max}
            step={1}
            value={weight}
            onChange={(event) => setWeight(Number(event.target.value))}
          />
        </label>
        <SampleSettings
          side="a"
          size={sizeA}
          polarity={polarityA}
          onSize={setSizeA}
          onPolarity={setPolarityA}
        />
        <SampleSettings
          side="b"
          size={sizeB}
          polarity={polarityB}
          onSize={setSizeB}
          onPolarity={setPolarityB}
        />
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
