/** Limits of the shop's behaviour (docs/limits-and-timing.md). */

/** At most this many fonts can be compared side by side. */
export const COMPARE_LIST_MAX = 3;
/** Quick search runs only from this many characters on; shorter input shows the placeholder hint. */
export const QUICK_SEARCH_MIN_CHARS = 3;
/** Breadcrumbs with more entries than this collapse to the first and the last three. */
export const BREADCRUMB_COLLAPSE_ABOVE = 4;
/** How many trailing breadcrumbs stay visible when they collapse. */
export const BREADCRUMB_VISIBLE_TAIL = 3;
/** Longest accepted e-mail address. */
export const EMAIL_MAX_LENGTH = 80;
/** A physical item can be added to the cart only when at least this many are available. */
export const MIN_AVAILABILITY_TO_ADD = 1;
