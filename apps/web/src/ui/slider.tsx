'use client';

import { useId } from 'react';
import {
  Slider as AriaSlider,
  type SliderProps as AriaSliderProps,
  Label,
  SliderOutput,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';

export interface SliderProps extends Omit<AriaSliderProps<number>, 'children' | 'className'> {
  label: string;
  /** Read out after the value (an axis's range); shown under the track. */
  description?: string;
  className?: string;
}

/**
 * A labelled single-value slider with its value shown (in `formatOptions`, also for screen readers);
 * arrow keys, Page Up/Down, Home and End move it.
 */
export function Slider({ label, description, className, ...props }: SliderProps) {
  const descriptionId = useId();
  return (
    <AriaSlider
      {...props}
      aria-describedby={description ? descriptionId : props['aria-describedby']}
      className={`ui-slider ${className ?? ''}`}
    >
      <Label className="ui-slider__label">{label}</Label>
      <SliderOutput className="ui-slider__output" />
      <SliderTrack className="ui-slider__track">
        {({ state }) => (
          <>
            <span className="ui-slider__fill" style={{ width: `${state.getThumbPercent(0) * 100}%` }} />
            <SliderThumb className="ui-slider__thumb" />
          </>
        )}
      </SliderTrack>
      {description ? (
        <span id={descriptionId} className="ui-slider__description">
          {description}
        </span>
      ) : null}
    </AriaSlider>
  );
}
