import { describe, expect, it } from 'vitest';
import { previewAccessExpiry, signPreviewAccess, verifyPreviewAccess } from './preview-access-token.ts';

const KEY = Buffer.alloc(32, 1);
const A = 'a'.repeat(24);
const B = 'b'.repeat(24);
const HOUR = 3600;

describe('preview access tokens', () => {
  it('keeps one expiry for a whole six-hour window, at least six hours ahead', () => {
    const start = new Date('2026-01-01T06:00:00Z');
    const end = new Date('2026-01-01T11:59:59Z');
    expect(previewAccessExpiry(start)).toBe(previewAccessExpiry(end));
    expect(previewAccessExpiry(start)).toBe(Date.parse('2026-01-01T18:00:00Z') / 1000);
    expect(previewAccessExpiry(new Date('2026-01-01T12:00:00Z'))).toBe(
      Date.parse('2026-01-02T00:00:00Z') / 1000,
    );
    expect(previewAccessExpiry(end) * 1000 - end.getTime()).toBeGreaterThanOrEqual(6 * HOUR * 1000);
  });

  it('accepts its own font until the expiry, nothing else', () => {
    const now = new Date('2026-01-01T06:00:00Z');
    const expiry = previewAccessExpiry(now);
    const token = signPreviewAccess(KEY, A, expiry);
    expect(verifyPreviewAccess(KEY, A, token, now)).toBe(true);
    expect(verifyPreviewAccess(KEY, A, token, new Date(expiry * 1000 - 1))).toBe(true);
    expect(verifyPreviewAccess(KEY, A, token, new Date(expiry * 1000))).toBe(false);
    expect(verifyPreviewAccess(KEY, B, token, now)).toBe(false);
    expect(verifyPreviewAccess(Buffer.alloc(32, 2), A, token, now)).toBe(false);
    const mac = token.split('.')[1];
    expect(verifyPreviewAccess(KEY, A, `${expiry + HOUR}.${mac}`, now)).toBe(false);
    for (const bad of [null, '', 'x', `${expiry}.`, `${expiry}.${mac}x`, `-1.${mac}`]) {
      expect(verifyPreviewAccess(KEY, A, bad, now), String(bad)).toBe(false);
    }
  });
});
