'use client';

import { fontFaceFamilyName } from '../../lib/fonts/font-face-css.ts';
import type { FontLoadingState } from '../../lib/fonts/font-loading-state.ts';
import { useFontLoading } from '../../lib/fonts/use-font-loading.ts';
import { type ListedFamily, sampleStyleOf } from './family-card.tsx';

export interface SampleFace {
  cssFamily: string;
  weight: number;
  italic: boolean;
  state: FontLoadingState;
}

/** The face a family's sample is set in (its sample style) and whether that font has loaded. */
export function useSampleFace(family: ListedFamily): SampleFace {
  const sample = sampleStyleOf(family);
  const cssFamily = sample ? fontFaceFamilyName(sample.id) : '';
  const weight = sample?.weight ?? 400;
  const italic = sample?.italic ?? false;
  const loading = useFontLoading(cssFamily, weight, italic);
  return { cssFamily, weight, italic, state: loading.state };
}

/** A text set in a family's sample face at `size` pixels (the UI font until it has loaded). */
export function FamilySampleText({
  face,
  text,
  size,
  className,
}: {
  face: SampleFace;
  text: string;
  size: number;
  className: string;
}) {
  return (
    <p
      className={className}
      data-font-family={face.cssFamily}
      style={{
        fontFamily: `"${face.cssFamily}", var(--font-ui)`,
        fontWeight: face.weight,
        fontStyle: face.italic ? 'italic' : 'normal',
        fontSize: `${size}px`,
      }}
    >
      {text}
    </p>
  );
}
