import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP's first recommended argon2id setting (19 MiB memory, 2 passes, 1 lane), spelled out although
 * it is also the library's default. `algorithm` is left at the default, Argon2id: the library's enum is
 * an ambient const enum this build can't import. The parameters travel inside the stored string, so
 * raising them later still verifies older hashes.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The PHC string stored in users.password_hash ('$argon2id$v=19$m=19456,t=2,p=1$…'). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Whether a password matches a stored hash; false (never a throw) for a malformed hash. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of nothing anyone knows, verified when the e-mail is unknown so that answer takes as long as
 * a wrong password and the timing does not tell which addresses have accounts.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(`no account ${Math.random()}`);
  return dummyHash;
}
