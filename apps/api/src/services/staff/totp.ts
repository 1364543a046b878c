import { Secret, TOTP } from 'otpauth';

/** The issuer authenticator apps show beside the account. */
const ISSUER = 'Foundry back office';

function totpOf(secret: string, label = 'staff'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random TOTP secret (160 bits, base32) and the otpauth:// URI an authenticator app reads. */
export function newTotpSecret(email: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, email).toString() };
}

/** Whether a six-digit code matches the secret now, allowing one 30-second step of clock drift. */
export function verifyTotp(secret: string, code: string, now: Date = new Date()): boolean {
  const digits = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(digits)) return false;
  return totpOf(secret).validate({ token: digits, timestamp: now.getTime(), window: 1 }) !== null;
}

/** The code an authenticator would show now (tests and the browser journeys sign in with it). */
export function currentTotp(secret: string, now: Date = new Date()): string {
  return totpOf(secret).generate({ timestamp: now.getTime() });
}
