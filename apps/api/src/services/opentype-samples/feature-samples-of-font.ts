import { featureSampleCandidates, featureTitle } from '@foundry/domain/fonts/feature-samples';
import type { DrawingFont } from '@foundry/fonts';
import { featureCoverage } from './feature-coverage.ts';

export interface OpenTypeFeatureSample {
  tag: string;
  title: string;
  /** Text the feature changes in this font: set it with the feature off and on to see it. */
  sample: string;
}

/** Glyph ids and positions of a line shaped with one feature forced off or on. */
function shape(font: DrawingFont, text: string, tag: string, on: boolean): string {
  const run = font.layout(text, { [tag]: on });
  return JSON.stringify([
    run.glyphs.map((glyph) => glyph.id),
    run.positions.map((position) => [position.xAdvance, position.xOffset, position.yOffset]),
  ]);
}

/** Whether switching the feature changes the shaped line: other glyphs, or other positions (kern). */
export function featureChangesText(font: DrawingFont, text: string, tag: string): boolean {
  return shape(font, text, tag, false) !== shape(font, text, tag, true);
}

/**
 * A before/after sample for every feature of the font that visibly changes something: the first of
 * the domain's candidates whose shaping with the feature on differs from off. Features the shaper
 * applies anyway, and features no candidate shows (Inter's pnum: its figures are proportional
 * already), are left out rather than shown as two identical lines.
 */
export function featureSamplesOfFont(font: DrawingFont): OpenTypeFeatureSample[] {
  const coverage = featureCoverage(font);
  const hasCodePoint = (codePoint: number) => font.hasGlyphForCodePoint(codePoint);
  const tags = [...new Set(font.availableFeatures)].sort();
  return tags.flatMap((tag) => {
    const covered = coverage.get(tag);
    const candidates = featureSampleCandidates(tag, {
      coveredCodePoints: covered?.codePoints ?? [],
      hasCodePoint,
    });
    const sample = candidates.find((text) => featureChangesText(font, text, tag));
    return sample ? [{ tag, title: featureTitle(tag, covered?.name), sample }] : [];
  });
}
