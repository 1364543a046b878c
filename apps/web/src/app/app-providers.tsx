'use client';

import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth/index.ts';
import type { RuntimeConfig } from '../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../lib/env/runtime-config-provider.tsx';
import { GraphqlProvider } from '../lib/graphql/graphql-provider.tsx';
import { I18nProvider } from '../lib/i18n/i18n-provider.tsx';

/** Everything client components expect above them: runtime config, translations, GraphQL client, auth state. */
export function AppProviders({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return (
    <RuntimeConfigProvider config={config}>
      <I18nProvider>
        <GraphqlProvider>
          <AuthProvider>{children}</AuthProvider>
        </GraphqlProvider>
      </I18nProvider>
    </RuntimeConfigProvider>
  );
}
