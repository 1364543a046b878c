import { describe, expect, it } from 'vitest';
import { isIgnoredError } from './is-ignored-error.ts';

const exception = (type: string, value: string, filename = 'https://shop.test/_next/app.js') => ({
  exception: { values: [{ type, value, stacktrace: { frames: [{ filename }] } }] },
});

describe('isIgnoredError', () => {
  it("ignores Next's redirect and notFound errors by digest", () => {
    expect(isIgnoredError(exception('Error', 'x'), { digest: 'NEXT_REDIRECT;replace;/login;307;' })).toBe(
      true,
    );
    expect(isIgnoredError(exception('Error', 'x'), { digest: 'NEXT_HTTP_ERROR_FALLBACK;404' })).toBe(true);
    expect(isIgnoredError(exception('Error', 'NEXT_NOT_FOUND'))).toBe(true);
  });

  it('ignores aborted plays and aborted operations', () => {
    expect(
      isIgnoredError(exception('AbortError', 'The play() request was interrupted by a call to pause().')),
    ).toBe(true);
    expect(isIgnoredError(exception('Error', 'x'), { name: 'AbortError', message: 'signal aborted' })).toBe(
      true,
    );
  });

  it('ignores errors thrown from the sample script file', () => {
    expect(isIgnoredError(exception('TypeError', 'x is undefined', 'https://shop.test/sample.js'))).toBe(
      true,
    );
  });

  it('keeps every other error', () => {
    expect(isIgnoredError(exception('TypeError', 'Cannot read properties of undefined'))).toBe(false);
    expect(isIgnoredError(exception('Error', 'x'), new Error('GraphQL error in Family: boom'))).toBe(false);
  });
});
