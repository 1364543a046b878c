// @vitest-environment jsdom

import { DEV_CAPTCHA_TOKEN } from '@foundry/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { getCaptchaToken } from './get-captcha-token.ts';
import {
  CAPTCHA_SCRIPT_ERROR,
  type Grecaptcha,
  loadRecaptchaScript,
  RECAPTCHA_SCRIPT_ID,
  resetRecaptchaScriptForTests,
} from './load-recaptcha-script.ts';

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>(`script#${RECAPTCHA_SCRIPT_ID}`)];

/** Plays Google's script: defines `grecaptcha`, then fires the element's load event. */
function finishLoading(script: HTMLScriptElement, executed: { siteKey: string; action: string }[]) {
  const grecaptcha: Grecaptcha = {
    ready: (callback) => callback(),
    execute: async (siteKey, { action }) => {
      executed.push({ siteKey, action });
      return `token-${executed.length}`;
    },
  };
  window.grecaptcha = grecaptcha;
  script.dispatchEvent(new Event('load'));
}

afterEach(() => {
  for (const script of scripts()) script.remove();
  delete window.grecaptcha;
  resetRecaptchaScriptForTests();
});

describe('loadRecaptchaScript', () => {
  it('injects the English v3 script once however many callers ask', async () => {
    const first = loadRecaptchaScript('site-key');
    const second = loadRecaptchaScript('site-key');
    expect(scripts()).toHaveLength(1);
    const [script] = scripts();
    if (!script) throw new Error('no script');
    expect(script.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key&hl=en');

    const executed: { siteKey: string; action: string }[] = [];
    finishLoading(script, executed);
    expect(await first).toBe(await second);
    await loadRecaptchaScript('site-key');
    expect(scripts()).toHaveLength(1);

    expect(await getCaptchaToken('newsletter', 'site-key')).toBe('token-1');
    expect(executed).toEqual([{ siteKey: 'site-key', action: 'newsletter' }]);
    expect(scripts()).toHaveLength(1);
  });

  it("rejects with 'script-error' when the script fails, and a later call tries again", async () => {
    const failed = loadRecaptchaScript('site-key');
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(CAPTCHA_SCRIPT_ERROR);
    expect(scripts()).toHaveLength(0);

    void loadRecaptchaScript('site-key').catch(() => undefined);
    expect(scripts()).toHaveLength(1);
  });

  it('answers the development token without a site key and loads nothing', async () => {
    expect(await getCaptchaToken('newsletter', undefined)).toBe(DEV_CAPTCHA_TOKEN);
    expect(scripts()).toHaveLength(0);
  });
});
