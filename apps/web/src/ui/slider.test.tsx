// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Slider } from './slider.tsx';

afterEach(cleanup);

describe('Slider', () => {
  it('is a labelled slider showing its value in words', () => {
    render(
      <Slider
        label="Size"
        defaultValue={48}
        minValue={8}
        maxValue={200}
        formatOptions={{ style: 'unit', unit: 'percent' }}
      />,
    );
    const slider = screen.getByRole('slider', { name: 'Size' });
    expect(slider.getAttribute('aria-valuetext')).toBe('48%');
    expect(screen.getByText('48%')).toBeTruthy();
  });

  it('moves by a step with the arrow keys and to the ends with Home and End', () => {
    const onChange = vi.fn();
    render(<Slider label="Size" defaultValue={48} minValue={8} maxValue={200} onChange={onChange} />);
    const slider = screen.getByRole('slider', { name: 'Size' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith(49);
    fireEvent.keyDown(slider, { key: 'End' });
    expect(onChange).toHaveBeenLastCalledWith(200);
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(onChange).toHaveBeenLastCalledWith(8);
  });
});
