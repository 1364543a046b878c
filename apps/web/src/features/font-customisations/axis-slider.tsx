'use client';

import { useTranslation } from 'react-i18next';
import { Slider } from '../../ui/slider.tsx';
import { axisValueText, type CustomiserAxis, sliderStep } from './customisation-position.ts';

/**
 * One axis of the font: a labelled ui Slider (arrow keys, Page Up/Down, Home/End move it) with its
 * current value beside it and its range under it.
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
  return (
    <Slider
      className="customiser-axis"
      label={`${axis.label} (${axis.tag})`}
      description={t('fontCustomisations.axisRange', {
        min: axisValueText(axis.min),
        max: axisValueText(axis.max),
      })}
      minValue={axis.min}
      maxValue={axis.max}
      step={sliderStep(axis)}
      value={value}
      // At most two decimals, as axisValueText shows them.
      formatOptions={{ maximumFractionDigits: 2 }}
      onChange={onChange}
    />
  );
}
