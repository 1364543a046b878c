// The public surface of the auth feature: what routes and other features import from it.

export { ACCOUNT_BASE_PATH, LOGIN_PATH, loginPathFor } from './account-paths.ts';
export { AuthContext, type AuthContextValue, AuthProvider } from './auth-provider.tsx';
export { clearLocalStorageExceptSavedProducts } from './local-storage-reset.ts';
export { useAuth } from './use-auth.ts';
