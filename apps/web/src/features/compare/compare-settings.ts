/** The compare page's size slider: from text sizes to display sizes. */
export const COMPARE_SIZE_PX = { min: 12, max: 200, initial: 56 } as const;

/** The sizes of the waterfall view, small to large: text, then headings, then display. */
export const WATERFALL_SIZES_PX = [12, 16, 20, 28, 36, 48, 64] as const;
