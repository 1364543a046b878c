/** An axis of a variable font as the customiser shows it. */
export interface CustomiserAxis {
  tag: string;
  label: string;
  min: number;
  max: number;
  default: number;
  steps: number;
}

/** A position on the axes: `{ wght: 612, opsz: 28 }`. */
export type Position = Record<string, number>;

export function defaultPosition(axes: readonly CustomiserAxis[]): Position {
  return Object.fromEntries(axes.map((axis) => [axis.tag, axis.default]));
}

/** `[{ tag, value }]` (axesData, instance coordinates) as a position. */
export function positionOf(values: readonly { tag: string; value: number }[]): Position {
  return Object.fromEntries(values.map(({ tag, value }) => [tag, value]));
}

/** The position over exactly these axes: missing ones at their default, every value within range. */
export function fitPosition(position: Position, axes: readonly CustomiserAxis[]): Position {
  return Object.fromEntries(
    axes.map((axis) => {
      const value = position[axis.tag];
      return [
        axis.tag,
        value === undefined || !Number.isFinite(value)
          ? axis.default
          : Math.min(axis.max, Math.max(axis.min, value)),
      ];
    }),
  );
}

/** The mutation's `axes`: every axis of the font once, in the font's order. */
export function axesInput(position: Position, axes: readonly CustomiserAxis[]) {
  const fitted = fitPosition(position, axes);
  return axes.map((axis) => ({ tag: axis.tag, value: fitted[axis.tag] as number }));
}

/** The CSS `font-variation-settings` of a position: `"wght" 612, "opsz" 28`. */
export function fontVariationSettings(position: Position): string {
  return Object.entries(position)
    .filter(([tag]) => /^[\x20-\x7e]{4}$/.test(tag) && !tag.includes('"'))
    .map(([tag, value]) => `"${tag}" ${value}`)
    .join(', ');
}

/** The slider step of an axis: its own, else whole units. */
export function sliderStep(axis: CustomiserAxis): number {
  return axis.steps > 0 ? axis.steps : 1;
}

/** Rounded for display: at most two decimals. */
export function axisValueText(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** `Weight 612 · Optical size 28`, in the font's axis order. */
export function describePosition(position: Position, axes: readonly CustomiserAxis[]): string {
  return axes
    .filter((axis) => position[axis.tag] !== undefined)
    .map((axis) => `${axis.label} ${axisValueText(position[axis.tag] as number)}`)
    .join(' · ');
}
