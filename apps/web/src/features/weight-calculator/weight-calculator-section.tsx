import type { TFunction } from 'i18next';
import { variableFontFamilyName } from '../type-tester/index.ts';
import { WeightCalculator } from './weight-calculator.tsx';

interface WeightCalculatorFamily {
  hasWeightCalculator: boolean;
  variableFonts: readonly {
    id: string;
    italic: boolean;
    axes: readonly { tag: string; min: number; max: number; default: number }[];
  }[];
}

/** The upright variable font with a wght axis the calculator sets its samples in, or null. */
export function weightCalculatorFont(family: WeightCalculatorFamily) {
  if (!family.hasWeightCalculator) return null;
  const withWeight = family.variableFonts.filter((font) => font.axes.some((axis) => axis.tag === 'wght'));
  const font = withWeight.find((candidate) => !candidate.italic) ?? withWeight[0];
  const wght = font?.axes.find((axis) => axis.tag === 'wght');
  if (!font || !wght) return null;
  return {
    cssFamily: variableFontFamilyName(font.id),
    italic: font.italic,
    wght: { min: wght.min, max: wght.max, default: wght.default },
  };
}

/** The family page's weight calculator section; nothing for families without one. */
export function WeightCalculatorSection({ family, t }: { family: WeightCalculatorFamily; t: TFunction }) {
  const font = weightCalculatorFont(family);
  if (!font) return null;
  return (
    <section aria-labelledby="family-weight-calculator-title">
      <h2 id="family-weight-calculator-title">{t('familyExtras.weightCalculator.title')}</h2>
      <p>{t('familyExtras.weightCalculator.intro')}</p>
      <WeightCalculator font={font} />
    </section>
  );
}
