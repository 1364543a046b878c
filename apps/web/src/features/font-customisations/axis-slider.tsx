'use client';

import { FONT_CUSTOMISATIONS_TEXTS } from '../../lib/i18n/areas/font-customisations.ts';
import { useTexts } from '../../lib/i18n/use-texts.ts';
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
  const { t } = useTexts(FONT_CUSTOMISATIONS_TEXTS);
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
