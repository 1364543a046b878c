/** Image, logo and social-card sizes (docs/limits-and-timing.md). */

/** Open Graph / social preview image size. */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

/** The footer shows the full logo on wide screens and the monogram below the switch width. */
export const FOOTER_LOGO = {
  full: { width: 91, height: 25 },
  monogram: { width: 25, height: 25 },
  switchAtWidthPx: 550,
} as const;

/** Widths of responsive images generated for whole-viewport layouts. */
export const IMAGE_DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
/** Widths of small fixed-size images (icons, thumbnails). */
export const IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384] as const;
export const IMAGE_QUALITIES = [50, 75] as const;
export const IMAGE_DEFAULT_QUALITY = 75;

/** Links are prefetched when they come this close to the viewport. */
export const LINK_PREFETCH_MARGIN_PX = 200;
