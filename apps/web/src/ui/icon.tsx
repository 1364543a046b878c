/** The interface's few pictograms, drawn on a 24-unit grid in the current text colour. */
const PATHS = {
  menu: 'M3 7h18M3 12h18M3 17h18',
  close: 'M5 5l14 14M19 5 5 19',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM15.5 15.5 21 21',
  compare: 'M4 8h14l-3.5-3.5M20 16H6l3.5 3.5',
  bag: 'M5 8h14l-1 12H6L5 8ZM9 8V6.5a3 3 0 0 1 6 0V8',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4.5 20.5c.8-3.6 3.8-5.5 7.5-5.5s6.7 1.9 7.5 5.5',
} as const;

export type IconName = keyof typeof PATHS;

/** A decorative pictogram: whatever it stands for must be said in words beside it or on its control. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={`ui-icon ${className ?? ''}`}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
