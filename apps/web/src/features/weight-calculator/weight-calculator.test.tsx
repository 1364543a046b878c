// @vitest-environment jsdom
import { matchingWeight } from '@foundry/domain/fonts/weight-calculator';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../lib/testing/render-in-app.tsx';
import { chooseSelectOption } from '../../ui/select-test-support.ts';
import { WeightCalculator } from './weight-calculator.tsx';
import { WeightCalculatorSection, weightCalculatorFont } from './weight-calculator-section.tsx';

afterEach(cleanup);

const font = { cssFamily: 'vf-test', italic: false, wght: { min: 100, max: 900, default: 400 } };
const result = () => Number(screen.getByTestId('weight-result').textContent);
const sampleOf = (side: 'a' | 'b') =>
  document.querySelector(`[data-side="${side}"] .weight-calculator__text`) as HTMLElement;

/** Types a size into its ui NumberField and leaves it: the field keeps the number when it loses focus. */
function typeSize(name: string, value: string): HTMLInputElement {
  const field = screen.getByRole('textbox', { name }) as HTMLInputElement;
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
  return field;
}

describe('WeightCalculator', () => {
  it('shows the matching weight of the rule and sets both samples in the variable font at their weights', () => {
    renderInApp(<WeightCalculator font={font} />);
    const expected = matchingWeight({
      reference: { weight: 400, sizePx: 12, polarity: 'dark-on-light' },
      target: { sizePx: 48, polarity: 'dark-on-light' },
      axis: font.wght,
    }).weight;
    expect(result()).toBe(expected);
    expect(sampleOf('a').style.fontVariationSettings).toBe('"wght" 400');
    expect(sampleOf('a').style.fontSize).toBe('12px');
    expect(sampleOf('b').style.fontVariationSettings).toBe(`"wght" ${expected}`);
    expect(sampleOf('b').style.fontSize).toBe('48px');
    expect(sampleOf('b').style.fontFamily).toContain('vf-test');
  });

  it('answers again when a size, the colours or the weight change, through labelled controls', async () => {
    renderInApp(<WeightCalculator font={font} />);
    const at48 = result();
    typeSize('Size B (px)', '96');
    expect(result()).toBeLessThan(at48);
    typeSize('Size B (px)', '12');
    expect(result()).toBe(400);
    await chooseSelectOption(document.body, 'Colours of B', 'Light on dark');
    expect(result()).toBeLessThan(400);
    expect(document.querySelector('[data-side="b"]')?.getAttribute('data-polarity')).toBe('light-on-dark');
    fireEvent.change(screen.getByRole('slider', { name: /Weight at A/ }), { target: { value: '700' } });
    expect(result()).toBeLessThan(700);
    expect(result()).toBeGreaterThan(500);
  });

  it('keeps sizes within 6–200 px and says when the axis ends', () => {
    renderInApp(<WeightCalculator font={{ ...font, wght: { min: 300, max: 800, default: 400 } }} />);
    const sizeB = typeSize('Size B (px)', '5000');
    expect(sizeB.value).toBe('200');
    fireEvent.change(screen.getByRole('slider', { name: /Weight at A/ }), { target: { value: '300' } });
    expect(result()).toBe(300);
    expect(document.querySelector('.weight-calculator__result')?.textContent).toContain(
      'The weight range of the font ends here.',
    );
  });
});

describe('weightCalculatorFont', () => {
  const axes = [{ tag: 'wght', min: 100, max: 900, default: 400 }];
  it('takes the upright variable font with a wght axis, only when the family has the calculator', () => {
    const family = {
      hasWeightCalculator: true,
      variableFonts: [
        { id: '2', italic: true, axes },
        { id: '1', italic: false, axes },
      ],
    };
    expect(weightCalculatorFont(family)).toMatchObject({ italic: false, wght: { min: 100, max: 900 } });
    expect(weightCalculatorFont({ ...family, hasWeightCalculator: false })).toBeNull();
    expect(
      weightCalculatorFont({
        hasWeightCalculator: true,
        variableFonts: [{ id: '1', italic: false, axes: [] }],
      }),
    ).toBeNull();
  });
});

describe('WeightCalculatorSection', () => {
  // The section's own words are not under test: the key stands for the text.
  const t = ((key: string) => key) as unknown as TFunction;
  const family = (hasWeightCalculator: boolean) => ({
    hasWeightCalculator,
    variableFonts: [{ id: '7', italic: false, axes: [{ tag: 'wght', min: 100, max: 900, default: 400 }] }],
  });

  it('shows the calculator only on a family set for it, not on every family with a wght axis', () => {
    const { unmount } = renderInApp(<WeightCalculatorSection family={family(false)} t={t} />);
    expect(screen.queryByTestId('weight-result')).toBeNull();
    expect(document.querySelector('#family-weight-calculator-title')).toBeNull();
    unmount();
    renderInApp(<WeightCalculatorSection family={family(true)} t={t} />);
    expect(screen.getByTestId('weight-result')).toBeTruthy();
    expect(document.querySelector('#family-weight-calculator-title')?.textContent).toBe(
      'familyExtras.weightCalculator.title',
    );
  });
});
