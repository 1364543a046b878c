'use client';

import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth/index.ts';
import type { RuntimeConfig } from '../lib/env/runtime-config.ts';
import { RuntimeConfigProvider } from '../lib/env/runtime-config-provider.tsx';
import { GraphqlClientSlot } from '../lib/graphql/graphql-client-slot.tsx';
import { I18nProvider } from '../lib/i18n/i18n-provider.tsx';

/**
 * Everything client components expect above them: runtime config, translations, the GraphQL client's
 * place (the client itself is made by the first component that asks; urql's Provider is set by the
 * parts that read with its hooks), auth state.
 */
export function AppProviders({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return (
    <RuntimeConfigProvider config={config}>
      <I18nProvider>
        <GraphqlClientSlot>
          <AuthProvider>{children}</AuthProvider>
        </GraphqlClientSlot>
      </I18nProvider>
    </RuntimeConfigProvider>
  );
}
