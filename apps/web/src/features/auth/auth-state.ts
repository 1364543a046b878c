/** The signed-in user as the rest of the app needs it (its id and e-mail). */
export interface AuthUser {
  id: string;
  email: string;
}

/** Authentication state (docs/site-chrome.md). */
export interface AuthState {
  loggedIn: boolean;
  /** False until the first answer about the session arrived. */
  loaded: boolean;
  user: AuthUser | null;
}

/** 'none' while the initial state is still loading, otherwise loggedIn or guest. */
export type AuthStatus = 'none' | 'loggedIn' | 'guest';

/** Spec section 4: the state starts as not logged in and not loaded. */
export const INITIAL_AUTH_STATE: AuthState = Object.freeze({ loggedIn: false, loaded: false, user: null });

export type AuthAction =
  /** An answer about the session: the user, or null for none. Any update marks the state loaded. */
  { type: 'updated'; user: AuthUser | null } | { type: 'loggedOut' };

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'updated':
      return action.user
        ? { loggedIn: true, loaded: true, user: { id: action.user.id, email: action.user.email } }
        : { loggedIn: false, loaded: true, user: null };
    case 'loggedOut':
      return { ...state, loggedIn: false, user: null };
    default:
      return state;
  }
}

export function authStatus(state: AuthState): AuthStatus {
  if (!state.loaded) return 'none';
  return state.loggedIn ? 'loggedIn' : 'guest';
}
