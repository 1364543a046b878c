'use client';

import { CATALOGUE_TEXTS } from '../../lib/i18n/areas/catalogue.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
import { Slider } from '../../ui/index.ts';
import { axisStep } from './font-variation-settings.ts';
import type { TesterAxis, TesterFace, TesterInstance } from './tester-faces.ts';

interface TesterAxesProps {
  face: TesterFace;
  values: Record<string, number>;
  onChange: (tag: string, value: number, axis: TesterAxis) => void;
  onInstance: (coordinates: TesterInstance['coordinates']) => void;
}

// An axis value is shown and read out with at most two decimals.
const AXIS_VALUE: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };

/** A slider per variable axis and a button per named instance; nothing for a static style. */
export function TesterAxes({ face, values, onChange, onInstance }: TesterAxesProps) {
  const { t } = useTexts(CATALOGUE_TEXTS);
  if (face.axes.length === 0) return null;
  return (
    <div className="type-tester__axes">
      {face.axes.map((axis) => (
        <Slider
          key={axis.tag}
          className="type-tester__slider"
          label={axis.label || axis.tag}
          minValue={axis.min}
          maxValue={axis.max}
          step={axisStep(axis)}
          value={values[axis.tag] ?? axis.default}
          formatOptions={AXIS_VALUE}
          onChange={(value) => onChange(axis.tag, value, axis)}
        />
      ))}
      {face.instances.length > 0 ? (
        <fieldset className="type-tester__instances">
          <legend>{t('tester.instances')}</legend>
          {face.instances.map((instance) => {
            const active = instance.coordinates.every(
              (coordinate) => values[coordinate.tag] === coordinate.value,
            );
            return (
              <button
                key={instance.id}
                type="button"
                className="button"
                aria-pressed={active}
                onClick={() => onInstance(instance.coordinates)}
              >
                {instance.name}
              </button>
            );
          })}
        </fieldset>
      ) : null}
    </div>
  );
}
