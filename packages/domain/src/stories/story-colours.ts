import Color from 'color';
import type { StoryTheme } from './story-theme.ts';

/** A story's background colour: `#rgb` or `#rrggbb`, nothing else reaches a page's style. */
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The least contrast of body text on its background (WCAG 2.x, level AA). */
export const MIN_TEXT_CONTRAST = 4.5;

/** The text colours of the two themes: light text on a dark page, dark text on a light one. */
export const STORY_TEXT_COLOURS: Readonly<Record<StoryTheme, string>> = {
  dark: '#f8fafc',
  light: '#111827',
};

export function isStoryBackgroundColour(value: string): boolean {
  return HEX_COLOUR.test(value);
}

/** The contrast ratio of two colours (1 to 21), by WCAG 2's relative luminance. */
export function contrastRatio(foreground: string, background: string): number {
  return Color(foreground).contrast(Color(background));
}

/** Pure white and black: one of them reads at 4.58:1 or more on any colour. */
const PURE_TEXT_COLOURS: Readonly<Record<StoryTheme, string>> = { dark: '#ffffff', light: '#000000' };

/** The text of a story page: its colour, and the theme (light or dark text) it belongs to. */
export interface StoryText {
  theme: StoryTheme;
  color: string;
}

/**
 * The text of a story on its background colour: its theme's own colour while it reads at 4.5:1 or
 * more, else the other theme's, else pure white or black (one of which always does), first the
 * theme's side. No background (or one that is not a hex colour): the theme's own.
 */
export function storyText(theme: StoryTheme, background: string | null): StoryText {
  const own = { theme, color: STORY_TEXT_COLOURS[theme] };
  if (background === null || !isStoryBackgroundColour(background)) return own;
  const other: StoryTheme = theme === 'dark' ? 'light' : 'dark';
  const candidates: StoryText[] = [
    own,
    { theme: other, color: STORY_TEXT_COLOURS[other] },
    { theme, color: PURE_TEXT_COLOURS[theme] },
    { theme: other, color: PURE_TEXT_COLOURS[other] },
  ];
  const readable = candidates.find((text) => contrastRatio(text.color, background) >= MIN_TEXT_CONTRAST);
  if (readable) return readable;
  return candidates.reduce((best, text) =>
    contrastRatio(text.color, background) > contrastRatio(best.color, background) ? text : best,
  );
}
