import { describe, expect, it } from 'vitest';
import { createTokenSigner } from './signed-token.ts';

describe('createTokenSigner', () => {
  it('gives back the payload of a genuine token of the same kind', () => {
    const signer = createTokenSigner('secret');
    const token = signer.sign('redirect', { reference: 'r1', outcome: 'Authorised' });
    expect(signer.verify('redirect', token)).toMatchObject({ reference: 'r1', outcome: 'Authorised' });
  });

  it('refuses an edited payload, another kind, another secret and garbage', () => {
    const signer = createTokenSigner('secret');
    const token = signer.sign('redirect', { outcome: 'Refused' });
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ outcome: 'Authorised', iat: Date.now() })).toString('base64url')}.${signature}`;
    expect(signer.verify('redirect', forged)).toBeNull();
    expect(signer.verify('bank', token)).toBeNull();
    expect(createTokenSigner('other').verify('redirect', token)).toBeNull();
    expect(signer.verify('redirect', 'not-a-token')).toBeNull();
    expect(signer.verify('redirect', `${token}.x`)).toBeNull();
  });

  it('refuses an expired token', () => {
    let time = 1_000_000;
    const signer = createTokenSigner('secret', { lifetimeMs: 1000, now: () => time });
    const token = signer.sign('redirect', {});
    time += 1001;
    expect(signer.verify('redirect', token)).toBeNull();
  });
});
