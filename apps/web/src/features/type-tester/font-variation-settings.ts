/** An axis coordinate: an OpenType axis tag (wght, wdth…) and its value. */
export interface AxisSetting {
  tag: string;
  value: number;
}

/** A CSS string literal for a four-letter tag; anything but tag characters is dropped. */
function quotedTag(tag: string): string {
  return `"${tag.replace(/[^A-Za-z0-9 ]/g, '').slice(0, 4)}"`;
}

/** Rounds to at most 3 decimals so slider noise (0.1 + 0.2) never reaches the CSS. */
function cssNumber(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/**
 * The CSS `font-variation-settings` value for the given coordinates, e.g. `"wght" 700, "wdth" 90`;
 * `normal` when there are none.
 */
export function fontVariationSettings(settings: readonly AxisSetting[]): string {
  const valid = settings.filter((setting) => Number.isFinite(setting.value));
  if (valid.length === 0) return 'normal';
  return valid.map((setting) => `${quotedTag(setting.tag)} ${cssNumber(setting.value)}`).join(', ');
}

/** Keeps a slider value inside the axis range. */
export function clampToAxis(value: number, axis: { min: number; max: number }): number {
  return Math.min(axis.max, Math.max(axis.min, value));
}

/**
 * The slider step of an axis: its own, else whole units, or hundredths on an axis narrower than 10
 * units (a 0–1 axis would otherwise offer only its two ends).
 */
export function axisStep(axis: { min: number; max: number; steps: number }): number {
  if (axis.steps > 0) return axis.steps;
  return axis.max - axis.min < 10 ? 0.01 : 1;
}
