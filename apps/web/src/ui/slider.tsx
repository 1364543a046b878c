'use client';

import {
  Slider as AriaSlider,
  type SliderProps as AriaSliderProps,
  Label,
  SliderOutput,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';
import './slider.css';

export interface SliderProps extends Omit<AriaSliderProps<number>, 'children' | 'className'> {
  label: string;
}

/**
 * A labelled single-value slider with its value shown (in `formatOptions`, also for screen readers);
 * arrow keys, Page Up/Down, Home and End move it.
 */
export function Slider({ label, ...props }: SliderProps) {
  return (
    <AriaSlider {...props} className="ui-slider">
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
    </AriaSlider>
  );
}
