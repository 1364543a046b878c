import type { TFunction } from 'i18next';

/** "For 14–24 pt", "From 24 pt", "Up to 14 pt", or null when the member names no size. */
export function opticalSizeRange(min: number | null, max: number | null, t: TFunction): string | null {
  if (min !== null && max !== null) return t('fontCategories.opticalSizeRange', { min, max });
  if (min !== null) return t('fontCategories.opticalSizeFrom', { min });
  if (max !== null) return t('fontCategories.opticalSizeTo', { max });
  return null;
}
