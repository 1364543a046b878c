import { render } from '@testing-library/react';
import type { AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { PathnameContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime';
import type { ReactElement } from 'react';
import { readRuntimeConfig } from '../env/runtime-config.ts';
import { RuntimeConfigProvider } from '../env/runtime-config-provider.tsx';
import { I18nProvider } from '../i18n/i18n-provider.tsx';

/** A router that records where the component asked to go, instead of navigating jsdom. */
export function recordingRouter(): AppRouterInstance & { visited: string[] } {
  const visited: string[] = [];
  return {
    visited,
    push: (href: string) => void visited.push(href),
    replace: (href: string) => void visited.push(href),
    back: () => undefined,
    forward: () => undefined,
    refresh: () => undefined,
    prefetch: () => undefined,
  } as unknown as AppRouterInstance & { visited: string[] };
}

/**
 * Renders a client component with what the App Router and the root layout give it in the real
 * site: the router and pathname contexts Next provides, the runtime configuration read from `env`
 * (the defaults when none is given) and the app's real i18n instance.
 */
export function renderInApp(
  ui: ReactElement,
  { pathname = '/', router = recordingRouter(), env = {} as Record<string, string | undefined> } = {},
) {
  const result = render(
    <AppRouterContext.Provider value={router}>
      <PathnameContext.Provider value={pathname}>
        <RuntimeConfigProvider config={readRuntimeConfig(env)}>
          <I18nProvider>{ui}</I18nProvider>
        </RuntimeConfigProvider>
      </PathnameContext.Provider>
    </AppRouterContext.Provider>,
  );
  return { ...result, router };
}
