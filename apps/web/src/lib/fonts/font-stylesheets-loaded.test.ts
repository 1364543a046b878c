// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fontStylesheetsLoaded } from './font-stylesheets-loaded.ts';

function link(href: string): HTMLLinkElement {
  const element = document.createElement('link');
  element.rel = 'stylesheet';
  element.href = href;
  document.head.append(element);
  return element;
}

describe('fontStylesheetsLoaded', () => {
  it('waits for every family stylesheet still loading, failed ones included', async () => {
    document.head.innerHTML = '';
    const first = link('/font-faces/inter?v=1');
    const second = link('/font-faces/vollkorn?v=2');
    link('/_next/static/chunks/app.css'); // not a family stylesheet: never waited for
    let done = false;
    const waiting = fontStylesheetsLoaded().then(() => {
      done = true;
    });
    first.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(done).toBe(false);
    second.dispatchEvent(new Event('error'));
    await waiting;
    expect(done).toBe(true);
  });

  it('resolves at once when no family stylesheet is pending', async () => {
    document.head.innerHTML = '';
    await expect(fontStylesheetsLoaded()).resolves.toBeUndefined();
  });
});
