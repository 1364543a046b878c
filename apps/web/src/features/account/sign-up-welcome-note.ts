/** Where the login page leaves the new account's name for the account page's welcome (this tab only). */
const WELCOME_KEY = 'foundry.signUpWelcome';

/** Remembers that the tab just signed up, so the next account page greets the new customer. */
export function rememberSignUpWelcome(name: string): void {
  try {
    window.sessionStorage.setItem(WELCOME_KEY, name);
  } catch {
    // Storage refused (private mode): the welcome is a courtesy, the account works without it.
  }
}

/** The name to welcome once, or null; reading it forgets it. */
export function takeSignUpWelcome(): string | null {
  try {
    const name = window.sessionStorage.getItem(WELCOME_KEY);
    window.sessionStorage.removeItem(WELCOME_KEY);
    return name;
  } catch {
    return null;
  }
}
