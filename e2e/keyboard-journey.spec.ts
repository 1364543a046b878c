import type { Page } from '@playwright/test';
import { expect, test } from './support/csp-guard.ts';
import { cartCounter, visitFromCzechia } from './support/shop-journey.ts';

// A buyer who uses only the keyboard: from the home page opens a family, types in its tester,
// licenses it, adds a poster from the shop's menu and pays as a guest with the test card. Only the
// home page is opened by address; everything else is Tab, Shift+Tab, Enter, Space and arrows. At
// every stop the focused element must show a focus ring inside the viewport, and focus must never
// fall back to the page body.

const CARD = { number: '4111 1111 4555 1142', expiry: '03/30', cvc: '737', holder: 'Ada Lovelace' };

interface Focus {
  onBody: boolean;
  ringVisible: boolean;
  inViewport: boolean;
  /** Where the ring is drawn and the viewport's size, for the failure message. */
  box: string;
  tag: string;
  id: string;
  name: string;
  type: string;
  href: string;
  role: string;
  inTester: boolean;
  inGlyphGrid: boolean;
  /** aria-pressed of a toggle button ('' on anything else) and the label of the group it is in. */
  pressed: string;
  group: string;
}

/** What has focus, its accessible-ish name, whether a focus ring is drawn and whether it is in view. */
function focusOf(page: Page): Promise<Focus> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) {
      return {
        onBody: true,
        ringVisible: false,
        inViewport: false,
        box: '',
        tag: '',
        id: '',
        name: '',
        type: '',
        href: '',
        role: '',
        inTester: false,
        inGlyphGrid: false,
        pressed: '',
        group: '',
      };
    }
    const drawsRing = (target: Element) => {
      const style = getComputedStyle(target);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    // A visually hidden input (a React Aria checkbox or radio) draws its ring on the box its label holds.
    const holder = element.closest('label, [data-focus-visible]');
    const holderRing = holder ? holder.hasAttribute('data-focus-visible') || drawsRing(holder) : false;
    const ringBox = (holderRing && holder ? holder : element).getBoundingClientRect();
    const inViewport =
      ringBox.width > 0 &&
      ringBox.height > 0 &&
      ringBox.bottom > 0 &&
      ringBox.right > 0 &&
      ringBox.top < window.innerHeight &&
      ringBox.left < window.innerWidth;
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
      ringVisible: drawsRing(element) || holderRing,
      inViewport,
      box: `${Math.round(ringBox.left)},${Math.round(ringBox.top)} ${Math.round(ringBox.width)}×${Math.round(ringBox.height)} in ${window.innerWidth}×${window.innerHeight}`,
      tag: element.tagName.toLowerCase(),
      id: element.id,
      name: name.replace(/\s+/g, ' ').trim(),
      type: element.getAttribute('type') ?? '',
      href: element.getAttribute('href') ?? '',
      role: element.getAttribute('role') ?? '',
      // The tester's sample text box (not its size or axis inputs).
      inTester:
        Boolean(element.closest('.type-tester')) &&
        (element.tagName === 'TEXTAREA' ||
          element.isContentEditable ||
          (element.tagName === 'INPUT' && ['', 'text'].includes(element.getAttribute('type') ?? ''))),
      inGlyphGrid: Boolean(element.closest('[role="grid"]')),
      pressed: element.getAttribute('aria-pressed') ?? '',
      group: element.closest('[role="group"]')?.getAttribute('aria-label') ?? '',
    };
  });
}

async function expectVisibleFocus(page: Page, previous?: Focus): Promise<Focus> {
  const focus = await focusOf(page);
  expect(focus.onBody, `focus fell back to the page body after ${JSON.stringify(previous ?? null)}`).toBe(
    false,
  );
  expect(focus.ringVisible, `no visible focus indicator on ${JSON.stringify(focus)}`).toBe(true);
  expect(focus.inViewport, `focus outside the viewport on ${JSON.stringify(focus)}`).toBe(true);
  return focus;
}

/** Presses Tab (or Shift+Tab) until the focused element matches, checking the focus ring at every stop. */
async function tabTo(
  page: Page,
  wanted: (focus: Focus) => boolean,
  what: string,
  { backwards = false, limit = 120 } = {},
) {
  let previous: Focus | undefined;
  const trail: string[] = [];
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focus = await test.step(`Tab to ${what}: ${trail.slice(-8).join(' → ')}`, () =>
      expectVisibleFocus(page, previous));
    if (wanted(focus)) return focus;
    trail.push(`${focus.tag} "${focus.name.slice(0, 30)}"`);
    previous = focus;
  }
  throw new Error(`${limit} Tabs never reached ${what}: ${trail.join(' → ')}`);
}

const named = (name: string | RegExp) => (focus: Focus) =>
  typeof name === 'string' ? focus.name === name : name.test(focus.name);
const button = (name: string | RegExp) => (focus: Focus) => focus.tag === 'button' && named(name)(focus);

/** Types into the field with that label: Tab to it, then the keys. */
async function typeInto(page: Page, label: string | RegExp, text: string) {
  await tabTo(page, (focus) => /^(input|textarea)$/.test(focus.tag) && named(label)(focus), `${label}`);
  await page.keyboard.type(text);
}

/** Waits for focus to land on the element with that id (a new view's heading), then checks its ring. */
async function expectFocusOn(page: Page, id: string) {
  await expect.poll(async () => (await focusOf(page)).id, { timeout: 20_000 }).toBe(id);
  await expectVisibleFocus(page);
}

test('keyboard only: from the home page test a font, license it, add a poster and pay as a guest, focus always visible', async ({
  page,
}) => {
  // A fresh API parses the family's files on the first visit: slow on a busy machine.
  test.setTimeout(360_000);
  await visitFromCzechia(page);
  await page.goto('/');

  // The home page to the family: its name is a link on the home page.
  await tabTo(page, (focus) => focus.href === '/fonts/inter', 'the family Inter');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fonts\/inter$/, { timeout: 120_000 });
  await expect(page.getByRole('region', { name: 'Buy a licence' })).toBeVisible({ timeout: 120_000 });

  // The tester: type a sample.
  await tabTo(page, (focus) => focus.inTester, 'the type tester');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Keyboard journey');
  await expect(page.locator(':focus')).toHaveValue('Keyboard journey');

  // The glyph grid is one stop on the way: arrows move in it, Enter shows the glyph, Tab leaves it.
  const glyphs = page.getByRole('region', { name: 'Glyphs' });
  const first = await tabTo(page, (focus) => focus.inGlyphGrid, 'the glyph grid');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  const moved = await expectVisibleFocus(page);
  expect(moved.inGlyphGrid && moved.name !== first.name, `arrows moved from ${first.name}`).toBe(true);
  await page.keyboard.press('Enter');
  await expect(glyphs.getByRole('figure')).toContainText(moved.name.split(' ')[0] as string);
  await page.keyboard.press('Tab');
  expect((await expectVisibleFocus(page)).inGlyphGrid, 'one Tab leaves the glyph grid').toBe(false);

  // The licence configurator follows the specimen: a desktop licence, a tier, then Add to cart.
  const configurator = page.getByRole('region', { name: 'Buy a licence' });
  await tabTo(page, named('Desktop licence'), 'the desktop licence');
  await page.keyboard.press('Space');
  await expect(configurator.getByRole('checkbox', { name: 'Desktop licence' })).toBeChecked();
  // A tier other than the one chosen for us: the first toggle button not pressed.
  const tier = await tabTo(page, (focus) => focus.pressed === 'false', 'a licence tier');
  await page.keyboard.press('Space');
  await expect(page.locator(':focus'), `the tier ${tier.name}`).toHaveAttribute('aria-pressed', 'true');
  await expect(configurator.getByTestId('licence-price-amount')).toHaveText(/€/, { timeout: 30_000 });
  await tabTo(page, button('Add to cart'), 'Add to cart');
  await page.keyboard.press('Enter');
  await expect(cartCounter(page)).toHaveAccessibleName('Cart: 1 item');
  await expectVisibleFocus(page);

  // A poster from the header's menu: Products → Posters → the weights poster.
  await tabTo(page, button('Menu'), 'the menu', { backwards: true, limit: 400 });
  await page.keyboard.press('Enter');
  await tabTo(page, (focus) => focus.href === '/posters', 'Posters');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/posters$/);
  await tabTo(page, (focus) => focus.href.endsWith('/product/weights-poster-inter'), 'the poster');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\/weights-poster-inter$/);
  await expectFocusOn(page, 'product-title');
  await tabTo(page, button('Add to cart'), 'Add to cart');
  await page.keyboard.press('Enter');
  await expect(cartCounter(page)).toHaveAccessibleName('Cart: 2 items');
  await expectVisibleFocus(page);

  // The cart, through the header's link; Continue opens the steps with focus on the step's heading.
  await tabTo(page, named(/^Cart: 2 items$/), 'the cart link', { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('summary-subtotal')).toHaveText(/€/);
  await tabTo(page, (focus) => focus.tag === 'a' && focus.name === 'Continue', 'Continue');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/edit$/);
  await expectFocusOn(page, 'step-title');

  // Review → information (the country comes from the visitor's location) → shipping → confirm.
  // Next is disabled (out of the tab order) until the server has priced the cart.
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled({ timeout: 30_000 });
  await tabTo(page, button('Next'), 'Next');
  await page.keyboard.press('Enter');
  await expectFocusOn(page, 'step-title');
  // The country is the form layer's Select: a button that shows the chosen country.
  await expect(page.getByRole('button', { name: /Country$/ })).toContainText('Czechia');
  await typeInto(page, /^E-mail/, 'keyboard@example.com');
  await typeInto(page, /^Name/, 'Ada Lovelace');
  await typeInto(page, /^Address/, 'Náměstí Svobody 1');
  await typeInto(page, /^City/, 'Brno');
  await typeInto(page, /^ZIP code/i, '602 00');
  await typeInto(page, /^Phone/, '+420 123 456 789');
  await tabTo(page, button('Next'), 'Next');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 2, name: /Select Shipping Method/ })).toBeFocused({
    timeout: 20_000,
  });
  // The methods come from the server for the address just typed: Tab finds them once they are listed.
  await expect(page.getByRole('radio').first()).toBeVisible({ timeout: 30_000 });
  await tabTo(page, (focus) => focus.type === 'radio', 'a shipping method');
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio').first()).toBeChecked();
  await tabTo(page, button('Next'), 'Next');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 2, name: /Confirm Order/ })).toBeFocused({
    timeout: 20_000,
  });
  // Place order stays disabled (out of the Tab order) until the step has priced the order.
  await expect(page.getByTestId('summary-total')).toBeVisible({ timeout: 30_000 });
  await tabTo(
    page,
    (focus) => focus.type === 'checkbox' && /terms and conditions/.test(focus.name),
    'the terms',
  );
  await page.keyboard.press('Space');
  await tabTo(page, button('Place order and pay'), 'Place order and pay');
  await page.keyboard.press('Enter');

  // The payment: focus on its heading, the items and total beside the card form.
  await expect(page).toHaveURL(/\/pay\/[^/]+\/[^/]+$/, { timeout: 30_000 });
  await expectFocusOn(page, 'pay-title');
  await expect(page.getByTestId('pay-items').getByRole('listitem')).toHaveCount(2);
  // The card form appears once the payment's methods have loaded.
  await expect(page.getByLabel('Card number')).toBeVisible({ timeout: 30_000 });
  await typeInto(page, /^Card number/, CARD.number);
  await typeInto(page, 'Expiry (MM/YY)', CARD.expiry);
  await typeInto(page, 'Security code', CARD.cvc);
  await typeInto(page, 'Name on card', CARD.holder);
  await tabTo(page, button('Pay'), 'Pay');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/orders\/[^/]+\/[^/]+$/, { timeout: 30_000 });
  await expect(page.getByTestId('order-status')).toHaveText('Status: Paid');
  await expectFocusOn(page, 'order-title');
});
