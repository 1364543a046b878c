// @vitest-environment jsdom
import { AFFILIATE_CAPTURE_DAYS } from '@foundry/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFFILIATE_COOKIE, captureAffiliateCode, storedAffiliateCode } from './affiliate-code-storage.ts';

const forget = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test removes the cookie as the browser would
  document.cookie = `${AFFILIATE_COOKIE}=; Max-Age=0; Path=/`;
};

afterEach(() => {
  forget();
  vi.restoreAllMocks();
});

describe('captureAffiliateCode', () => {
  it('keeps the code of ?affiliate= for the capture days, and the latest link wins', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    expect(captureAffiliateCode('?affiliate=ALICE-1&utm=x')).toBe('ALICE-1');
    expect(set).toHaveBeenCalledWith(
      `${AFFILIATE_COOKIE}=ALICE-1; Max-Age=${AFFILIATE_CAPTURE_DAYS * 86_400}; Path=/; SameSite=Lax`,
    );
    vi.restoreAllMocks();
    expect(storedAffiliateCode()).toBe('ALICE-1');
    captureAffiliateCode('?affiliate=BOB_2');
    expect(storedAffiliateCode()).toBe('BOB_2');
  });

  it('ignores pages without a code and values that are not codes', () => {
    captureAffiliateCode('?affiliate=ALICE-1');
    expect(captureAffiliateCode('')).toBeNull();
    expect(captureAffiliateCode('?affiliate=')).toBeNull();
    expect(captureAffiliateCode('?affiliate=%3Cscript%3E')).toBeNull();
    expect(captureAffiliateCode('?affiliate=a;b')).toBeNull();
    expect(storedAffiliateCode()).toBe('ALICE-1');
  });

  it('has nothing to give once the cookie is gone', () => {
    expect(storedAffiliateCode()).toBeNull();
    // biome-ignore lint/suspicious/noDocumentCookie: a cookie written by something else
    document.cookie = `${AFFILIATE_COOKIE}=bad value!; Path=/`;
    expect(storedAffiliateCode()).toBeNull();
  });
});
