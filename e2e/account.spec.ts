import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { saveAddressForm } from './support/address-form.ts';

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

  test('adds an address (required fields checked first) and edits it', async ({ page }) => {
    await page.goto('/my_account/login?intended=%2Fmy_account');
    await signIn(page, PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Personal Information' })).toBeVisible();
    await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Add an address' }).click();
    const form = page.getByRole('form', { name: 'New address' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Some fields need your attention. Please check the form.')).toBeVisible();
    await expect(form.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
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
