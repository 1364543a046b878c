'use client';

import { type ComponentProps, lazy, Suspense } from 'react';

// Only a sold-out variant shows the form, and its script (React Hook Form, zod, the form layer) is
// fetched then, not with every product page (docs/performance.md, "First-load JavaScript").
const OutOfStockForm = lazy(() =>
  import('./out-of-stock-form.tsx').then((module) => ({ default: module.OutOfStockForm })),
);

/** The back-in-stock form of a sold-out variant; its code is fetched the first time one is shown. */
export function LazyOutOfStockForm(props: ComponentProps<typeof OutOfStockForm>) {
  return (
    <Suspense fallback={null}>
      <OutOfStockForm {...props} />
    </Suspense>
  );
}
