import type { Page } from '@playwright/test';
import { expect, test } from './support/csp-guard.ts';
import { cartCounter, visitFromCzechia } from './support/shop-journey.ts';

// A buyer who uses only the keyboard: tests a font, licenses it, adds a poster and pays as a guest with
// the test card. Pages are opened by address only where a journey starts; everything else is Tab,
// Shift+Tab, Enter, Space and arrows. At every stop the focused element must show a focus ring and
// focus must never fall back to the page body.

const CARD = { number: '4111 1111 4555 1142', expiry: '03/30', cvc: '737', holder: 'Ada Lovelace' };

interface Focus {
  onBody: boolean;
  ringVisible: boolean;
  tag: string;
  id: string;
  name: string;
  type: string;
  href: string;
  inTester: boolean;
}

/** What has focus, its accessible-ish name and whether a focus indicator is drawn (outline or shadow). */
function focusOf(page: Page): Promise<Focus> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) {
      return {
        onBody: true,
        ringVisible: false,
        tag: '',
        id: '',
        name: '',
        type: '',
        href: '',
        inTester: false,
      };
    }
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    // A visually hidden input (a React Aria checkbox) draws its ring on the box its label holds.
    const holder = element.closest('label, [data-focus-visible]') as HTMLElement | null;
    const holderRing = holder ? holder.hasAttribute('data-focus-visible') : false;
    const labelledBy = element.getAttribute('aria-labelledby');
    const input = element as HTMLInputElement;
    const name =
      element.getAttribute('aria-label') ??
      (labelledBy ? document.getElementById(labelledBy.split(' ')[0] ?? '')?.textContent : null) ??
      input.labels?.[0]?.textContent ??
      element.textContent ??
      '';
    return {
      onBody: false,
      ringVisible: outline || style.boxShadow !== 'none' || holderRing,
      tag: element.tagName.toLowerCase(),
      id: element.id,
      name: name.replace(/\s+/g, ' ').trim(),
      type: element.getAttribute('type') ?? '',
      href: element.getAttribute('href') ?? '',
      // The tester's sample text box (not its size or axis inputs).
      inTester:
        Boolean(element.closest('.type-tester')) &&
        (element.tagName === 'TEXTAREA' ||
          element.isContentEditable ||
          (element.tagName === 'INPUT' && ['', 'text'].includes(element.getAttribute('type') ?? ''))),
    };
  });
}

async function expectVisibleFocus(page: Page, previous?: Focus): Promise<Focus> {
  const focus = await focusOf(page);
  expect(focus.onBody, `focus fell back to the page body after ${JSON.stringify(previous ?? null)}`).toBe(
    false,
  );
  expect(focus.ringVisible, `no visible focus indicator on ${JSON.stringify(focus)}`).toBe(true);
  return focus;
}

/** Presses Tab (or Shift+Tab) until the focused element matches, checking the focus ring at every stop. */
async function tabTo(
  page: Page,
  wanted: (focus: Focus) => boolean,
  what: string,
  { backwards = false, limit = 400 } = {},
) {
  let previous: Focus | undefined;
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focus = await expectVisibleFocus(page, previous);
    if (wanted(focus)) return focus;
    previous = focus;
  }
  throw new Error(`Tab never reached ${what}`);
}

const named = (name: string | RegExp) => (focus: Focus) =>
  typeof name === 'string' ? focus.name === name : name.test(focus.name);

/** Types into the field with that label: Tab to it, then the keys. */
async function typeInto(page: Page, label: string | RegExp, text: string) {
  await tabTo(page, (focus) => /^(input|textarea)$/.test(focus.tag) && named(label)(focus), `${label}`);
  await page.keyboard.type(text);
}

test('keyboard only: test a font, license it, add a poster and pay as a guest, focus always visible', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await visitFromCzechia(page);

  // The family page: the tester, then the licence configurator.
  await page.goto('/fonts/inter');
  await tabTo(page, (focus) => focus.inTester, 'the type tester');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Keyboard journey');
  await expect(page.locator(':focus')).toHaveValue('Keyboard journey');

  const configurator = page.getByRole('region', { name: 'Buy a licence' });
  // The buy panel may stand before or after the tester: look back first, then on.
  await tabTo(page, named('Desktop licence'), 'the desktop licence', { backwards: true, limit: 150 }).catch(
    () => tabTo(page, named('Desktop licence'), 'the desktop licence'),
  );
  await page.keyboard.press('Space');
  await expect(configurator.getByRole('checkbox', { name: 'Desktop licence' })).toBeChecked();
  await expect(configurator.getByTestId('licence-price-amount')).toHaveText(/€/);
  await tabTo(page, (focus) => focus.tag === 'button' && focus.name === 'Add to cart', 'Add to cart');
  await page.keyboard.press('Enter');
  await expect(cartCounter(page)).toHaveAccessibleName('Cart: 1 item');
  await expectVisibleFocus(page);

  // A poster, opened from the shop's list: focus lands on the product's heading.
  await page.goto('/posters');
  await tabTo(page, (focus) => focus.href.endsWith('/product/weights-poster-inter'), 'the poster');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\/weights-poster-inter$/);
  await expect.poll(async () => (await focusOf(page)).id).toBe('product-title');
  await expectVisibleFocus(page);
  await tabTo(page, (focus) => focus.tag === 'button' && focus.name === 'Add to cart', 'Add to cart');
  await page.keyboard.press('Enter');
  await expect(cartCounter(page)).toHaveAccessibleName('Cart: 2 items');

  // The cart, through the header's link; Continue opens the steps with focus on the step's heading.
  await tabTo(page, named(/^Cart: 2 items$/), 'the cart link', { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('summary-subtotal')).toHaveText(/€/);
  await tabTo(page, (focus) => focus.tag === 'a' && focus.name === 'Continue', 'Continue');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/edit$/);
  await expect.poll(async () => (await focusOf(page)).id).toBe('step-title');
  await expectVisibleFocus(page);

  // Review → information (the country comes from the visitor's location) → shipping → confirm.
  // Next is disabled (out of the tab order) until the server has priced the cart.
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled({ timeout: 30_000 });
  await tabTo(page, (focus) => focus.tag === 'button' && focus.name === 'Next', 'Next');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await focusOf(page)).id).toBe('step-title');
  await expect(page.getByLabel('Country')).toHaveValue('CZ');
  await typeInto(page, /^E-mail/, 'keyboard@example.com');
  await typeInto(page, /^Name$/, 'Ada Lovelace');
  await typeInto(page, /^Address$/, 'Náměstí Svobody 1');
  await typeInto(page, /^City$/, 'Brno');
  await typeInto(page, /^Zip code/, '602 00');
  await tabTo(page, (focus) => focus.tag === 'button' && focus.name === 'Next', 'Next');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 2, name: /Select Shipping Method/ })).toBeFocused();
  await tabTo(page, (focus) => focus.type === 'radio', 'a shipping method');
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio').first()).toBeChecked();
  await tabTo(page, (focus) => focus.tag === 'button' && focus.name === 'Next', 'Next');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 2, name: /Confirm Order/ })).toBeFocused();
  await tabTo(
    page,
    (focus) => focus.type === 'checkbox' && /terms and conditions/.test(focus.name),
    'the terms',
  );
  await page.keyboard.press('Space');
  await tabTo(page, named('Place order and pay'), 'Place order and pay');
  await page.keyboard.press('Enter');

  // The payment: focus on its heading, the items and total beside the card form.
  await expect(page).toHaveURL(/\/pay\/[^/]+\/[^/]+$/, { timeout: 20_000 });
  await expect.poll(async () => (await focusOf(page)).id).toBe('pay-title');
  await expectVisibleFocus(page);
  await expect(page.getByTestId('pay-items').getByRole('listitem')).toHaveCount(2);
  await typeInto(page, 'Card number', CARD.number);
  await typeInto(page, 'Expiry (MM/YY)', CARD.expiry);
  await typeInto(page, 'Security code', CARD.cvc);
  await typeInto(page, 'Name on card', CARD.holder);
  await tabTo(page, (focus) => focus.tag === 'button' && focus.name === 'Pay', 'Pay');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/orders\/[^/]+\/[^/]+$/, { timeout: 20_000 });
  await expect(page.getByTestId('order-status')).toHaveText('Status: Paid');
  await expect.poll(async () => (await focusOf(page)).id).toBe('order-title');
  await expectVisibleFocus(page);
});
