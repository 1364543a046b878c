/** Light text on a dark background, or the reverse. */
export const STORY_THEMES = ['dark', 'light'] as const;
export type StoryTheme = (typeof STORY_THEMES)[number];
