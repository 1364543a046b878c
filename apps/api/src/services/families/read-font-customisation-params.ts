import type DataLoader from 'dataloader';
import type { Repositories } from '../../repositories/repositories.ts';
import type { AxisRow, VariableFontRow } from '../../repositories/variable-font-repository.ts';
import { findFamily } from './find-family.ts';
import type { FamilyNode } from './read-families.ts';

/** One axis over all of a family's variable fonts: the range any of them covers. */
export interface CustomisationAxis {
  tag: string;
  label: string;
  min: number;
  max: number;
  default: number;
  steps: number;
}

export interface FontCustomisationParams {
  family: FamilyNode;
  variableFonts: VariableFontRow[];
  axes: CustomisationAxis[];
}

type ParamsContext = {
  repositories: Pick<Repositories, 'families'>;
  loaders: {
    variableFontsByFamily: DataLoader<number, VariableFontRow[]>;
    axesByVariableFont: DataLoader<number, AxisRow[]>;
  };
};

/** Joins the axes of several fonts by tag, keeping the first font's label and default. */
export function mergeAxes(axes: readonly AxisRow[]): CustomisationAxis[] {
  const byTag = new Map<string, CustomisationAxis>();
  for (const axis of axes) {
    const known = byTag.get(axis.tag);
    if (!known) {
      byTag.set(axis.tag, {
        tag: axis.tag,
        label: axis.label,
        min: axis.min,
        max: axis.max,
        default: axis.default,
        steps: axis.steps,
      });
      continue;
    }
    known.min = Math.min(known.min, axis.min);
    known.max = Math.max(known.max, axis.max);
    known.steps = Math.min(known.steps, axis.steps);
  }
  return [...byTag.values()];
}

/**
 * What the customiser offers for a family: its variable fonts (a customisation names one of them)
 * and the axes their sliders move. Null for an unknown family; a family without variable fonts has
 * nothing to customise.
 */
export async function readFontCustomisationParams(
  args: { familyID: string | number },
  context: ParamsContext,
): Promise<FontCustomisationParams | null> {
  const family = await findFamily(context.repositories, args);
  if (!family) return null;
  const variableFonts = await context.loaders.variableFontsByFamily.load(family.id);
  const axes = await Promise.all(
    variableFonts.map((font) => context.loaders.axesByVariableFont.load(font.id)),
  );
  return { family, variableFonts, axes: mergeAxes(axes.flat()) };
}
