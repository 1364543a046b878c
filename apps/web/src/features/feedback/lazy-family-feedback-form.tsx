'use client';

import { lazy } from 'react';
import { NearViewportSlot } from '../../lib/viewport/near-viewport-slot.tsx';

// The form sits at the foot of the family page, and its script (React Hook Form, zod, the form layer,
// the upload) is fetched when it comes near the viewport, not with the page (docs/performance.md).
const FamilyFeedbackForm = lazy(() =>
  import('./family-feedback-form.tsx').then((module) => ({ default: module.FamilyFeedbackForm })),
);

/** The feedback form, loaded when its place comes within 200 px of the viewport. */
export function LazyFamilyFeedbackForm({ familyID }: { familyID: string }) {
  return (
    <NearViewportSlot className="feedback-form-slot">
      <FamilyFeedbackForm familyID={familyID} />
    </NearViewportSlot>
  );
}
