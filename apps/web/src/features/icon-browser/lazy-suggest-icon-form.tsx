'use client';

import { type ComponentProps, lazy } from 'react';
import { NearViewportSlot } from '../../lib/viewport/near-viewport-slot.tsx';

// Below the icon browser, and the only form of the family page's module graph that is drawn on icon
// families alone: its script (React Hook Form, zod, the form layer) is fetched when it comes near the
// viewport, not with every family page (docs/performance.md, "First-load JavaScript").
const SuggestIconForm = lazy(() =>
  import('./suggest-icon-form.tsx').then((module) => ({ default: module.SuggestIconForm })),
);

/** 'Suggest an icon', loaded when its place comes within 200 px of the viewport. */
export function LazySuggestIconForm(props: ComponentProps<typeof SuggestIconForm>) {
  return (
    <NearViewportSlot className="suggest-icon-form-slot">
      <SuggestIconForm {...props} />
    </NearViewportSlot>
  );
}
