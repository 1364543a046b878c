/** Below this a password is refused at sign-up (NIST SP 800-63B asks for at least 8; we ask 10). */
export const PASSWORD_MIN_LENGTH = 10;
/** argon2 hashes anything, but a megabyte of password is an attack on the CPU, not a password. */
export const PASSWORD_MAX_LENGTH = 200;
