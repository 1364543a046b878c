'use client';

import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/** False while the server renders and during hydration, true after: the stored cart is readable. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
