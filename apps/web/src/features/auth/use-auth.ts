'use client';

import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from './auth-provider.tsx';

/** The tab's authentication state and the logout action. */
export function useAuth(): AuthContextValue {
  return useContext(AuthContext);
}
