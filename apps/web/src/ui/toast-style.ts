import type { CSSProperties } from 'react';

/**
 * The look of the site's toasts (react-hot-toast draws them with inline styles, so the tokens are
 * passed the same way): paper on ink, 18.9:1, square-ish corners, the interface font.
 */
export const TOAST_STYLE: CSSProperties = {
  background: 'var(--color-ink)',
  color: 'var(--color-paper)',
  borderRadius: 'var(--radius-m)',
  padding: 'var(--space-2) var(--space-3)',
  fontFamily: 'var(--font-ui)',
  fontSize: 'var(--step--1)',
  lineHeight: 'var(--leading-snug)',
  boxShadow: 'var(--shadow-overlay)',
};

/** The success and error icons keep their colour on ink: the icon's mark is drawn in ink. */
export const TOAST_ICON_THEMES = {
  success: { primary: '#7fd17a', secondary: '#111111' },
  error: { primary: '#ff8a80', secondary: '#111111' },
} as const;
