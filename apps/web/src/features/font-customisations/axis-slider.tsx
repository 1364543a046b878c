'use client';

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { axisValueText, type CustomiserAxis, sliderStep } from './customisation-position.ts';

/**
 * One axis of the font: a labelled range input (arrow keys, Page Up/Down, Home/End move it) with
 * its current value and range beside it.
 */
export function AxisSlider({
  axis,
  value,
  onChange,
}: {
  axis: CustomiserAxis;
  value: number;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const range = t('fontCustomisations.axisRange', {
    min: axisValueText(axis.min),
    max: axisValueText(axis.max),
  });
  return (
    <div className="customiser-axis">
      <label htmlFor={id} className="customiser-axis__label">
        {axis.label} <span className="customiser-axis__tag">({axis.tag})</span>
      </label>
      <input
        id={id}
        type="range"
        min={axis.min}
        max={axis.max}
        step={sliderStep(axis)}
        value={value}
        aria-valuetext={`${axisValueText(value)} (${range})`}
        aria-describedby={`${id}-range`}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      />
      <output htmlFor={id} className="customiser-axis__value">
        {axisValueText(value)}
      </output>
      <span id={`${id}-range`} className="customiser-axis__range">
        {range}
      </span>
    </div>
  );
}
