/**
 * What a referral earns (docs/club.md, "Referrals"): the member whose code a new account signed up
 * with is credited REFERRAL_POINTS once, when that account's first order is paid — an account that
 * never buys earns its referrer nothing, so made-up sign-ups are worth nothing. The points lapse
 * like any earned points.
 */
export const REFERRAL_POINTS = 100;
