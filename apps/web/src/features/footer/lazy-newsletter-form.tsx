'use client';

import { lazy, Suspense } from 'react';
import { useNearViewport } from '../../lib/viewport/use-near-viewport.ts';

// The footer's form is the only form in the frame of every page, and its script (React Hook Form,
// zod, the form layer) is about a third of what a page loads first: it is fetched when the footer
// comes near the viewport instead (docs/performance.md, "First-load JavaScript").
const NewsletterForm = lazy(() =>
  import('../newsletter/index.ts').then((module) => ({ default: module.NewsletterForm })),
);

/** The newsletter form, loaded when the footer comes within 200 px of the viewport. */
export function LazyNewsletterForm() {
  const [slot, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={slot} className="newsletter-form-slot">
      {near ? (
        <Suspense fallback={null}>
          <NewsletterForm />
        </Suspense>
      ) : null}
    </div>
  );
}
