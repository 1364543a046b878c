import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  isStoryBackgroundColour,
  MIN_TEXT_CONTRAST,
  STORY_TEXT_COLOURS,
  storyText,
} from './story-colours.ts';

describe('story colours', () => {
  it('accepts #rgb and #rrggbb only', () => {
    expect(isStoryBackgroundColour('#0b1f3a')).toBe(true);
    expect(isStoryBackgroundColour('#FFF')).toBe(true);
    for (const refused of ['0b1f3a', '#0b1f3', '#0b1f3a80', 'red', 'url(x)', '#ggg', '']) {
      expect(isStoryBackgroundColour(refused)).toBe(false);
    }
  });

  it('keeps the theme when its text reads at 4.5:1 or more', () => {
    expect(storyText('dark', '#0b1f3a')).toEqual({ theme: 'dark', color: STORY_TEXT_COLOURS.dark });
    expect(storyText('light', '#fef3c7')).toEqual({ theme: 'light', color: STORY_TEXT_COLOURS.light });
    expect(contrastRatio(STORY_TEXT_COLOURS.dark, '#0b1f3a')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('turns the text over when the theme would read too faintly on the background', () => {
    // Light text on a pale yellow, dark text on a deep blue: both below 4.5:1.
    expect(contrastRatio(STORY_TEXT_COLOURS.dark, '#fde68a')).toBeLessThan(MIN_TEXT_CONTRAST);
    expect(storyText('dark', '#fde68a')).toEqual({ theme: 'light', color: STORY_TEXT_COLOURS.light });
    expect(storyText('light', '#1e3a8a')).toEqual({ theme: 'dark', color: STORY_TEXT_COLOURS.dark });
  });

  it('reaches 4.5:1 on any background, with pure black or white on the middle greys', () => {
    for (const theme of ['dark', 'light'] as const) {
      for (const background of ['#767676', '#808080', '#ff0000', '#00ff00', '#0000ff', '#7a7a7a', '#888']) {
        expect(contrastRatio(storyText(theme, background).color, background)).toBeGreaterThanOrEqual(
          MIN_TEXT_CONTRAST,
        );
      }
    }
    // On a middle grey neither theme colour reads at 4.5:1: pure black does.
    expect(storyText('light', '#777777')).toEqual({ theme: 'light', color: '#000000' });
  });

  it('keeps the theme without a background', () => {
    expect(storyText('dark', null).theme).toBe('dark');
    expect(storyText('light', 'not a colour').color).toBe(STORY_TEXT_COLOURS.light);
  });
});
