// @vitest-environment jsdom
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../testing/render-in-app.tsx';
import { CHECKOUT_TEXTS } from './areas/checkout.ts';
import { createI18n } from './create-i18n.ts';
import { I18nProvider } from './i18n-provider.tsx';
import { COMMON_EN } from './locales/en/common.ts';
import { ROOT_TEXTS } from './root-texts.ts';
import type { TextArea } from './text-area.ts';
import { areaNeeds, type KeyInfo, readSources } from './text-area-usage.ts';
import { useTexts } from './use-texts.ts';
import { useTranslation } from './use-translation.ts';

const here = dirname(fileURLToPath(import.meta.url));
const areaModules = await Promise.all(
  readdirSync(join(here, 'areas')).map(
    async (name) => (await import(`./areas/${name}`)) as Record<string, TextArea>,
  ),
);
/** Each area by the name of its constant (CHECKOUT_TEXTS…), as components name it in useTexts. */
const areasByConstant = new Map(areaModules.flatMap((module) => Object.entries(module)));
const areas = [...areasByConstant.values()];

const keyInfo: KeyInfo = new Map<string, { area: string | null; nested: boolean }>([
  ...Object.entries(ROOT_TEXTS).map(
    ([key, value]) => [key, { area: null, nested: typeof value === 'object' }] as const,
  ),
  ...areas.flatMap((area) =>
    Object.entries(area.texts).map(
      ([key, value]) => [key, { area: area.name, nested: typeof value === 'object' }] as const,
    ),
  ),
]);

function CheckoutTitle() {
  const { t } = useTexts(CHECKOUT_TEXTS);
  return <h1>{t('checkout.title')}</h1>;
}

function CheckoutTitleWithoutItsArea() {
  const { t } = useTranslation();
  return <h1>{t('checkout.title')}</h1>;
}

describe('text areas', () => {
  it('split the common namespace: the root and the areas hold every text once', () => {
    const owners = [Object.keys(ROOT_TEXTS), ...areas.map((area) => Object.keys(area.texts))].flat();
    expect(owners.length).toBe(new Set(owners).size);
    const merged = Object.assign({}, ROOT_TEXTS, ...areas.map((area) => area.texts));
    expect(merged).toEqual(COMMON_EN);
  });

  it("are added by every client component that uses their keys, or by its hook's callers' helpers", () => {
    const sources = readSources(join(here, '../..'));
    const missing = areaNeeds(sources, keyInfo).flatMap(({ path, needs, adds }) => {
      const added = new Set(adds.map((name) => areasByConstant.get(name)?.name));
      const lacking = needs.filter((area) => !added.has(area));
      return lacking.length > 0 ? [`${path}: useTexts(${lacking.join(', ')})`] : [];
    });
    expect(missing).toEqual([]);
  });

  it("a browser's instance starts with the root's texts and gets an area from useTexts", () => {
    expect(createI18n().exists('checkout.title')).toBe(false);
    const html = renderToString(
      <I18nProvider>
        <CheckoutTitle />
      </I18nProvider>,
    );
    expect(html).toContain(`>${COMMON_EN.checkout.title}<`);
    const { getByRole } = renderInApp(<CheckoutTitle />);
    expect(getByRole('heading').textContent).toBe(COMMON_EN.checkout.title);
    expect('checkout' in ROOT_TEXTS).toBe(false); // each instance extends its own copy
  });

  it('a component that uses a key of an area it does not add fails its test', () => {
    expect(() =>
      renderToString(
        <I18nProvider>
          <CheckoutTitleWithoutItsArea />
        </I18nProvider>,
      ),
    ).toThrow(/No text "checkout.title"/);
  });
});
