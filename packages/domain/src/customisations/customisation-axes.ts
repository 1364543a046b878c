/** A position on the axes of a variable font: `{ wght: 612, opsz: 18 }`. */
export type AxisPosition = Readonly<Record<string, number>>;

/** What a customisation may set on one axis of its variable font. */
export interface CustomisationAxisRange {
  tag: string;
  min: number;
  max: number;
}

export type AxisPositionCheck =
  | { ok: true; position: Record<string, number> }
  /** Messages keyed `axes` (a missing, unknown or repeated axis) or `axes.<tag>` (a value out of range). */
  | { ok: false; fields: Record<string, string> };

/** Axis values are kept to three decimals: finer differences render the same. */
export function roundAxisValue(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/**
 * Checks the axis values a customer sent against the axes of the variable font: every axis of the
 * font exactly once, nothing else, each a finite number within [min, max]. Answers the position to
 * store (rounded) or the problems by field.
 */
export function checkAxisPosition(
  values: readonly { tag: string; value: number }[],
  axes: readonly CustomisationAxisRange[],
): AxisPositionCheck {
  const fields: Record<string, string> = {};
  const position: Record<string, number> = {};
  const known = new Map(axes.map((axis) => [axis.tag, axis]));
  const seen = new Set<string>();
  for (const { tag, value } of values) {
    const axis = known.get(tag);
    if (!axis) {
      fields.axes = `The font has no axis '${tag.slice(0, 8)}'.`;
      continue;
    }
    if (seen.has(tag)) {
      fields.axes = `The axis '${tag}' is given more than once.`;
      continue;
    }
    seen.add(tag);
    if (!Number.isFinite(value) || value < axis.min || value > axis.max) {
      fields[`axes.${tag}`] = `Choose a value from ${axis.min} to ${axis.max}.`;
      continue;
    }
    position[tag] = roundAxisValue(value);
  }
  const missing = axes.filter((axis) => !seen.has(axis.tag)).map((axis) => axis.tag);
  if (missing.length > 0 && !fields.axes)
    fields.axes = `Give a value for every axis (${missing.join(', ')}).`;
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, position };
}

/** Two positions are the same when they set the same axes to the same (rounded) values. */
export function isSameAxisPosition(a: AxisPosition, b: AxisPosition): boolean {
  const tags = Object.keys(a);
  if (tags.length !== Object.keys(b).length) return false;
  return tags.every(
    (tag) => Object.hasOwn(b, tag) && roundAxisValue(a[tag] as number) === roundAxisValue(b[tag] as number),
  );
}
