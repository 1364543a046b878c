'use client';

import { useMemo } from 'react';
import { useRuntimeConfig } from '../env/runtime-config-provider.tsx';
import { createPlausibleTracker } from './plausible-tracker.ts';
import { OFF_TRACKER, type Tracker } from './tracker.ts';

/** The configured tracker's `track(event, props?)`: Plausible when PLAUSIBLE_DOMAIN + HOST are set. */
export function useTrack(): Tracker['track'] {
  const { plausible } = useRuntimeConfig();
  const tracker = useMemo(() => (plausible ? createPlausibleTracker(plausible) : OFF_TRACKER), [plausible]);
  return tracker.track;
}
