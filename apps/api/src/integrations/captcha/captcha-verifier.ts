/** What a submission's captcha token is checked for. */
export interface CaptchaExpectation {
  /** The action the browser named when it took the token, e.g. 'newsletter'. */
  action: string;
  /** The visitor's address, passed on to the provider as a hint when known. */
  remoteIp?: string | undefined;
}

export interface CaptchaVerdict {
  ok: boolean;
  /** The provider's score (reCAPTCHA v3: 0 bot … 1 human), when it gave one. */
  score?: number;
  /** Why a token was refused, for the logs only (never sent to the client). */
  reason?: string;
}

/**
 * Human verification of a submission. Adapters: reCAPTCHA v3 in production, the development verifier
 * otherwise; `createCaptchaVerifier` picks one from the configuration.
 */
export interface CaptchaVerifier {
  /** Never throws for a bad token or an unreachable provider: it answers `{ ok: false, reason }`. */
  verify(token: string | null | undefined, expected: CaptchaExpectation): Promise<CaptchaVerdict>;
}
