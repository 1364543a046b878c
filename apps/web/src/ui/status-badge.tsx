import type { ReactNode } from 'react';

export type StatusTone = 'live' | 'waiting' | 'off';

/** A status in words in a coloured pill: green when live, amber when waiting, grey when off. */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <span className="status-badge" data-tone={tone}>
      {children}
    </span>
  );
}
