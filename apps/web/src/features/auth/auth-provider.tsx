'use client';

import { createContext, type ReactNode, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useGraphqlEndpoint } from '../../lib/graphql/graphql-client-slot.tsx';
import { TOKEN_INVALID_SIGNAL } from '../../lib/graphql/invalid-token-signal.ts';
import { postOperation } from '../../lib/graphql/post-operation.ts';
import { logoutDestination } from './account-paths.ts';
import {
  DELETE_TOKEN,
  type DeleteTokenData,
  READ_AUTH_USER,
  type ReadAuthUserData,
} from './auth-operations.ts';
import {
  type AuthState,
  type AuthStatus,
  type AuthUser,
  authReducer,
  authStatus,
  INITIAL_AUTH_STATE,
} from './auth-state.ts';
import { invalidTokenLogout } from './invalid-token-logout.ts';

export interface AuthContextValue extends AuthState {
  status: AuthStatus;
  /** Asks the server again who is signed in (after a sign-in elsewhere on the page). */
  refresh: () => Promise<void>;
  /** Takes the user a sign-in or sign-up answered with. */
  signedIn: (user: AuthUser) => void;
  /**
   * Spec sections 2.3 and 4: deleteToken, then a full page load (which also drops the GraphQL
   * client's cache): `redirectTo`, else home from an account page, else the same page again.
   */
  logout: (options?: { redirectTo?: string }) => Promise<void>;
}

/** Outside a provider (component tests of the header): not loaded, not logged in. */
export const AuthContext = createContext<AuthContextValue>({
  ...INITIAL_AUTH_STATE,
  status: authStatus(INITIAL_AUTH_STATE),
  refresh: async () => undefined,
  signedIn: () => undefined,
  logout: async () => undefined,
});

const currentPath = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * The authentication state of the tab (docs/site-chrome.md): asks readUser once on mount (the
 * session cookie is httpOnly) and is loaded after that first answer. A code 1 on any later call
 * while signed in runs the invalid-token logout. Its two calls are plain requests (`postOperation`):
 * the frame of every page loads no GraphQL client (docs/performance.md, "Session 16: script bytes").
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const endpoint = useGraphqlEndpoint();
  const [state, dispatch] = useReducer(authReducer, INITIAL_AUTH_STATE);
  const loggedIn = useRef(false);
  loggedIn.current = state.loggedIn;
  const loggingOut = useRef(false);

  const refresh = useCallback(async () => {
    const result = await postOperation<ReadAuthUserData>(endpoint, READ_AUTH_USER);
    const user = result.data?.readUser;
    dispatch({ type: 'updated', user: user ? { id: user.id, email: user.email } : null });
  }, [endpoint]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const signedIn = useCallback((user: AuthUser) => dispatch({ type: 'updated', user }), []);

  const serverLogout = useCallback(() => postOperation<DeleteTokenData>(endpoint, DELETE_TOKEN), [endpoint]);

  const logout = useCallback(
    async ({ redirectTo }: { redirectTo?: string } = {}) => {
      if (loggingOut.current) return;
      loggingOut.current = true;
      try {
        await serverLogout();
      } finally {
        dispatch({ type: 'loggedOut' });
        const destination = logoutDestination(window.location.pathname, redirectTo);
        if (destination === null) window.location.reload();
        else window.location.assign(destination);
      }
    },
    [serverLogout],
  );

  useEffect(() => {
    const onTokenInvalid = () => {
      // A guest's code 1 only confirms there is no session.
      if (!loggedIn.current || loggingOut.current) return;
      loggingOut.current = true;
      dispatch({ type: 'loggedOut' });
      void invalidTokenLogout({
        storage: window.localStorage,
        target: window,
        serverLogout,
        currentPath: currentPath(),
        redirect: (href) => window.location.assign(href),
      }).finally(() => {
        loggingOut.current = false;
      });
    };
    window.addEventListener(TOKEN_INVALID_SIGNAL, onTokenInvalid);
    return () => window.removeEventListener(TOKEN_INVALID_SIGNAL, onTokenInvalid);
  }, [serverLogout]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, status: authStatus(state), refresh, signedIn, logout }),
    [state, refresh, signedIn, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
