import { describe, expect, it } from 'vitest';
import { createBlockedMailDomains } from './blocked-mail-domains.ts';

describe('blocked mail domains', () => {
  const blocked = createBlockedMailDomains(['spam.example'], () => ({
    exact: ['trash.example'],
    wildcard: ['throwaway.example'],
  }));

  it('blocks a listed domain whatever the case and a trailing dot', () => {
    expect(blocked.isBlocked('trash.example')).toBe(true);
    expect(blocked.isBlocked('TRASH.example.')).toBe(true);
  });

  it('blocks subdomains of the wildcard list and of the configured domains, not of the exact list', () => {
    expect(blocked.isBlocked('a.b.throwaway.example')).toBe(true);
    expect(blocked.isBlocked('eu.spam.example')).toBe(true);
    expect(blocked.isBlocked('mail.trash.example')).toBe(false);
  });

  it('lets look-alikes and ordinary domains through', () => {
    expect(blocked.isBlocked('nospam.example')).toBe(false);
    expect(blocked.isBlocked('example.com')).toBe(false);
  });

  it('knows the package list by default', () => {
    const packaged = createBlockedMailDomains([]);
    expect(packaged.isBlocked('mailinator.com')).toBe(true);
    expect(packaged.isBlocked('gmail.com')).toBe(false);
    expect(packaged.isBlocked('example.com')).toBe(false);
  });
});
