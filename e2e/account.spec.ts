import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { saveAddressForm, selectNamed } from './support/address-form.ts';
import { addPosterToCart } from './support/shop-journey.ts';

/**
 * The account journey: sign up, sign out, sign in (stay logged in) from a page that needs a login and
 * back, the address book, and a forgotten password reset through the mail in the API's outbox
 * (`${DATA_DIR}/outbox`, the shop's fresh data folder handed down as E2E_DATA_DIR).
 */

const PASSWORD = 'first-password-123';
const NEW_PASSWORD = 'second-password-456';
const email = `ada-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const signInForm = (page: Page) => page.getByRole('form', { name: 'Sign in' });
const signUpForm = (page: Page) => page.getByRole('form', { name: 'Create an account' });
const accountButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Account' });
const logInLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Log In' });

async function logOut(page: Page) {
  await accountButton(page).click();
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(logInLink(page)).toBeVisible();
}

async function signIn(page: Page, password: string, { stayLoggedIn = false } = {}) {
  const form = signInForm(page);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill(password);
  if (stayLoggedIn) await form.getByLabel('Stay logged in').check();
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** The text of the newest mail the API's outbox holds for the address, once it is there. */
async function newestMailTo(to: string): Promise<string | null> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (support/shop-web-server.ts sets it)');
  const outbox = join(dataDir, 'outbox');
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort();
  for (const name of names.reverse()) {
    const message = JSON.parse(await readFile(join(outbox, name), 'utf8')) as { to: string; text: string };
    if (message.to.toLowerCase() === to.toLowerCase()) return message.text;
  }
  return null;
}

test.describe.configure({ mode: 'serial' });

test.describe('account', () => {
  test('sign up, sign out, and a guest is sent from the orders to the login page and back', async ({
    page,
    context,
  }) => {
    // Sign up: the account page follows, the header shows the account flyout.
    await page.goto('/my_account/login');
    const signUp = signUpForm(page);
    await signUp.getByLabel('Name').fill('Ada Lovelace');
    await signUp.getByLabel('E-mail').fill(email);
    await signUp.getByLabel('Password').fill(PASSWORD);
    await signUp.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/my_account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Personal Information' })).toBeVisible();
    await expect(accountButton(page)).toBeVisible();
    // The first account page welcomes the new customer with next steps, once.
    const welcome = page.getByRole('region', { name: 'Welcome, Ada Lovelace' });
    await expect(welcome.getByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeFocused();
    await expect(welcome.getByRole('link', { name: /Browse the fonts/ })).toHaveAttribute('href', '/fonts');
    await welcome.getByRole('button', { name: 'Close' }).click();
    await expect(welcome).toBeHidden();

    // The flyout lists the account menu; Log out on an account page leads home.
    await accountButton(page).click();
    const flyout = page.getByRole('banner').getByRole('navigation', { name: 'Account menu' });
    await expect(flyout.getByRole('link', { name: 'My Orders' })).toHaveAttribute(
      'href',
      '/my_account/orders',
    );
    await page.keyboard.press('Escape');
    await expect(flyout).toBeHidden();
    await logOut(page);
    await expect(page).toHaveURL(/\/$/);

    // A page that needs a login sends the guest to the login page, which sends them back.
    await page.goto('/my_account/orders');
    await expect(page).toHaveURL(/\/my_account\/login\?intended=%2Fmy_account%2Forders$/);
    await signIn(page, PASSWORD, { stayLoggedIn: true });
    await expect(page).toHaveURL(/\/my_account\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    await expect(page.getByText('No orders found.')).toBeVisible();

    // 'Stay logged in' gives a session cookie that outlives the browser (30 days).
    const session = (await context.cookies()).find((cookie) => cookie.name === 'foundry_session');
    expect(session?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 7 * 24 * 3600);
  });

  test('sign-up errors appear under the fields, with a summary that links to them, and no browser bubble', async ({
    page,
  }) => {
    await page.goto('/my_account/login');
    const signUp = signUpForm(page);
    let bubbles = 0;
    await page.exposeFunction('countBubble', () => {
      bubbles += 1;
    });
    // The browser's own check would fire 'invalid' on a field; the form layer asks it never to.
    await page.evaluate(() =>
      document.addEventListener(
        'invalid',
        () => (window as unknown as { countBubble: () => void }).countBubble(),
        true,
      ),
    );
    await signUp.getByLabel('E-mail').fill('ada@');
    await signUp.getByLabel('Password').fill('short');
    await signUp.getByRole('button', { name: 'Create account' }).click();

    const summary = signUp.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('There are 3 problems');
    const name = signUp.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/This field is required/);
    await expect(signUp.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      /Please enter a valid e-mail address/,
    );
    await expect(signUp.getByLabel('Password')).toHaveAccessibleDescription(/Use at least 10 characters/);
    await summary.getByRole('link', { name: /^E-mail:/ }).click();
    await expect(signUp.getByRole('textbox', { name: 'E-mail' })).toBeFocused();
    expect(bubbles).toBe(0);

    // A field put right loses its message as it is typed.
    await signUp.getByRole('textbox', { name: 'E-mail' }).fill('ada@example.com');
    await expect(signUp.getByRole('textbox', { name: 'E-mail' })).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('adds an address (required fields checked first), edits it, and is offered it at checkout', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/my_account/login?intended=%2Fmy_account');
    await signIn(page, PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Personal Information' })).toBeVisible();
    await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Add an address' }).click();
    const form = page.getByRole('form', { name: 'New address' });
    await form.getByRole('button', { name: 'Save' }).click();
    const summary = form.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(form.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await summary.getByRole('link', { name: /^Name:/ }).click();
    await expect(form.getByLabel('Name', { exact: true })).toBeFocused();

    await saveAddressForm(form, { label: 'Office', zip: '602 00' });

    const card = page.getByRole('listitem', { name: 'Office' });
    await expect(card).toContainText('Křenová 67');
    await expect(card).toContainText('602 00 Brno');
    await expect(card).toContainText('Default address');

    await card.getByRole('button', { name: 'Edit Office' }).click();
    const edit = page.getByRole('form', { name: 'Edit address' });
    await expect(edit.getByLabel('City', { exact: true })).toHaveValue('Brno');
    await edit.getByLabel('City', { exact: true }).fill('Praha');
    await edit.getByLabel('ZIP code (optional)').fill('110 00');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(card).toContainText('110 00 Praha');

    // The address book is the server's: it is there after a reload.
    await page.reload();
    await expect(page.getByRole('listitem', { name: 'Office' })).toContainText('110 00 Praha');

    // The checkout's information step offers the address saved in the account.
    await addPosterToCart(page, 2);
    await page.goto('/checkout');
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/checkout\/edit$/);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(selectNamed(page, 'Billing address')).toHaveText(/^Office: Ada Lovelace/);
  });

  test('a session that ends on the server logs the tab out: storage but the cart cleared, back to the login page', async ({
    page,
    context,
  }) => {
    await page.goto('/my_account/login?intended=%2Fmy_account%2Forders');
    await signIn(page, PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    await expect(page.getByText('No orders found.')).toBeVisible();
    await page.evaluate(() => {
      window.localStorage.setItem('foundry.cart', '[]');
      window.localStorage.setItem('foundry.checkout.userInfo', '{"email":"old@example.com"}');
    });

    // The session ends elsewhere; the next call answers code 1.
    await context.clearCookies();
    await page.getByLabel('Search orders').fill('nothing');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/\/my_account\/login\?intended=%2Fmy_account%2Forders$/);
    await expect(logInLink(page)).toBeVisible();
    const kept = await page.evaluate(() => [
      window.localStorage.getItem('foundry.cart'),
      window.localStorage.getItem('foundry.checkout.userInfo'),
    ]);
    expect(kept).toEqual(['[]', null]);
  });

  test('resets a forgotten password with the link from the mail', async ({ page }) => {
    await page.goto('/my_account/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const forgot = page.getByRole('form', { name: 'Forgot your password?' });
    await forgot.getByLabel('E-mail').fill(email);
    await forgot.getByRole('button', { name: 'Send the link' }).click();
    await expect(forgot.getByRole('status')).toContainText(`If an account exists for ${email}`);

    let text: string | null = null;
    await expect
      .poll(async () => {
        text = await newestMailTo(email);
        return text;
      })
      .toContain('/my_account/reset-password?token=');
    const link = (text as string | null)?.match(/https?:\/\/\S+\/my_account\/reset-password\?token=\S+/)?.[0];
    expect(link).toBeTruthy();

    await page.goto(link as string);
    const reset = page.getByRole('form', { name: 'Set a new password' });
    await reset.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await reset.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
    await reset.getByRole('button', { name: 'Set the password' }).click();
    await expect(page).toHaveURL(/\/my_account$/);
    await expect(accountButton(page)).toBeVisible();

    // The link works once; the old password no longer does, the new one does.
    await logOut(page);
    await page.goto('/my_account/login');
    await signIn(page, PASSWORD);
    await expect(signInForm(page).getByRole('alert')).toBeVisible();
    await signIn(page, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/my_account$/);
    await expect(accountButton(page)).toBeVisible();
  });
});
