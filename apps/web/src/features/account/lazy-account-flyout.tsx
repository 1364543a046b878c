'use client';

import { type ComponentProps, lazy, Suspense } from 'react';

// Only a signed-in visitor sees the flyout (known in the browser, after the page is drawn), so its
// script (the account menu and its query) is fetched then, not with every page's header
// (docs/performance.md, "First-load JavaScript").
const AccountFlyout = lazy(() =>
  import('./account-flyout.tsx').then((module) => ({ default: module.AccountFlyout })),
);

/** The header's account flyout for a signed-in visitor; its code is fetched the first time it is shown. */
export function LazyAccountFlyout(props: ComponentProps<typeof AccountFlyout>) {
  return (
    <Suspense fallback={null}>
      <AccountFlyout {...props} />
    </Suspense>
  );
}
