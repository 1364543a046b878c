import { fontFaceFamilyName, variableFontFamilyName } from '../../lib/fonts/font-face-css.ts';

export { variableFontFamilyName };

export interface TesterAxis {
  tag: string;
  label: string;
  min: number;
  max: number;
  default: number;
  steps: number;
}

export interface TesterInstance {
  id: string;
  name: string;
  coordinates: readonly { tag: string; value: number }[];
}

/** One choice of the style picker: a static style, or a variable font with its axes. */
export interface TesterFace {
  key: string;
  label: string;
  /** The unique CSS family name its @font-face declares. */
  cssFamily: string;
  weight: number;
  italic: boolean;
  axes: readonly TesterAxis[];
  instances: readonly TesterInstance[];
}

interface FamilyFaces {
  styles: readonly { id: string; title: string; weight: number; italic: boolean }[];
  variableFonts: readonly {
    id: string;
    title: string;
    italic: boolean;
    axes: readonly TesterAxis[];
    instances: readonly TesterInstance[];
  }[];
}

/** Variable fonts first (they can show every weight), then the static styles. */
export function testerFaces(family: FamilyFaces): TesterFace[] {
  const variable: TesterFace[] = family.variableFonts.map((font) => ({
    key: `vf-${font.id}`,
    label: font.title,
    cssFamily: variableFontFamilyName(font.id),
    weight: 400,
    italic: font.italic,
    axes: font.axes,
    instances: font.instances,
  }));
  const statics: TesterFace[] = family.styles.map((style) => ({
    key: `style-${style.id}`,
    label: style.title,
    cssFamily: fontFaceFamilyName(style.id),
    weight: style.weight,
    italic: style.italic,
    axes: [],
    instances: [],
  }));
  return [...variable, ...statics];
}

/** Every axis at its default: where a variable face starts. */
export function defaultAxisValues(face: TesterFace | undefined): Record<string, number> {
  return Object.fromEntries((face?.axes ?? []).map((axis) => [axis.tag, axis.default]));
}
