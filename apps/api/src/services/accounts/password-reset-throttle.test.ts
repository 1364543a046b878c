import { describe, expect, it } from 'vitest';
import { createPasswordResetThrottle } from './password-reset-throttle.ts';

describe('password reset throttle', () => {
  it('allows three mails per address in 15 minutes, whatever the case of the address', () => {
    const throttle = createPasswordResetThrottle();
    const start = new Date('2026-01-01T10:00:00Z');
    expect(throttle.allow('ada@example.com', start)).toBe(true);
    expect(throttle.allow('ADA@example.com', start)).toBe(true);
    expect(throttle.allow('ada@example.com ', start)).toBe(true);
    expect(throttle.allow('ada@example.com', start)).toBe(false);
    expect(throttle.allow('grace@example.com', start)).toBe(true);
    const later = new Date(start.getTime() + 15 * 60_000 + 1);
    expect(throttle.allow('ada@example.com', later)).toBe(true);
  });
});
