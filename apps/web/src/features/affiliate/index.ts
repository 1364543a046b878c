// The public surface of the affiliate feature: what routes and other features import from it.

export { AffiliateCapture } from './affiliate-capture.tsx';
export { AFFILIATE_COOKIE, storedAffiliateCode } from './affiliate-code-storage.ts';
export { AffiliateProgramme } from './affiliate-programme.tsx';
