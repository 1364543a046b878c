/**
 * The error catalogue shared by the API and the web app (docs/errors.md). Each entry pairs the
 * numeric code the API puts in `extensions.code` with its meaning and the stable message key the web
 * app translates under `common:errors.`.
 *
 * Keys are part of the contract with the translation files: rename one only together with them.
 */
export const ERROR_CATALOGUE = [
  { code: 1, key: 'token_invalid', meaning: 'token invalid (triggers the session-invalid handler)' },
  { code: 2, key: 'token_expired_renew', meaning: 'token expired (renew)' },
  { code: 3, key: 'token_expired_login', meaning: 'token expired (login)' },
  { code: 4, key: 'email_password_rejected', meaning: 'email/password combination rejected' },
  { code: 5, key: 'captcha_invalid', meaning: 'invalid captcha' },

  { code: 100, key: 'password_missing', meaning: 'missing password' },
  { code: 101, key: 'email_blacklisted', meaning: 'email blacklisted' },
  { code: 102, key: 'email_already_registered', meaning: 'email already registered' },
  { code: 103, key: 'user_invalid', meaning: 'user invalid' },
  { code: 105, key: 'user_not_found', meaning: 'user does not exist' },
  { code: 106, key: 'email_domain_invalid', meaning: 'invalid email domain' },
  { code: 107, key: 'email_undeliverable', meaning: 'email undeliverable' },

  { code: 200, key: 'order_invalid', meaning: 'invalid order' },
  { code: 201, key: 'family_products_missing', meaning: 'family products missing' },
  { code: 202, key: 'physical_products_missing', meaning: 'physical products missing' },
  {
    code: 203,
    key: 'family_and_physical_products_missing',
    meaning: 'both family and physical products missing',
  },
  { code: 204, key: 'product_ids_missing', meaning: 'missing product ids' },
  { code: 205, key: 'product_unknown', meaning: 'unknown product' },
  { code: 206, key: 'products_not_same_type', meaning: 'listed products not the same type' },
  { code: 207, key: 'products_not_font_products', meaning: 'listed products not font products' },
  { code: 208, key: 'encoding_missing', meaning: 'encoding missing' },
  { code: 209, key: 'licenses_missing', meaning: 'licenses missing' },
  { code: 210, key: 'product_id_missing', meaning: 'product id missing' },
  { code: 211, key: 'quantity_missing', meaning: 'quantity missing' },
  { code: 212, key: 'product_not_physical', meaning: 'product not physical' },
  { code: 213, key: 'variation_missing', meaning: 'variation missing' },
  { code: 214, key: 'variation_incorrect', meaning: 'variation incorrect' },
  { code: 215, key: 'product_invalid', meaning: 'invalid product' },
  { code: 216, key: 'quantity_unavailable', meaning: 'quantity unavailable' },
  { code: 217, key: 'url_not_absolute', meaning: 'URL not absolute' },
  { code: 218, key: 'order_already_paid', meaning: 'order already paid' },
  { code: 223, key: 'billing_info_invalid', meaning: 'invalid billing info' },

  { code: 300, key: 'discount_code_not_valid', meaning: 'code not valid' },
  { code: 301, key: 'discount_code_expired', meaning: 'code expired' },
  { code: 302, key: 'discount_code_already_used', meaning: 'code already used' },
  { code: 303, key: 'discount_product_not_found', meaning: 'product does not exist' },
  { code: 304, key: 'discount_license_missing', meaning: 'missing license' },
  { code: 305, key: 'discount_product_not_corporate_font', meaning: 'product not a corporate font' },
  { code: 306, key: 'discount_code_fonts_only', meaning: 'code valid for fonts only' },

  { code: 401, key: 'project_cannot_be_funded', meaning: 'project cannot be funded' },
  { code: 403, key: 'points_must_be_positive', meaning: 'points must be greater than 0' },
  { code: 404, key: 'points_not_enough', meaning: 'not enough points' },
  { code: 450, key: 'too_many_trials', meaning: 'too many trials' },
  { code: 451, key: 'pre_release_font_not_allowed', meaning: 'cannot use pre-release font' },
  { code: 480, key: 'font_customisation_exists', meaning: 'font customisation exists' },
] as const;

export type ErrorCatalogueEntry = (typeof ERROR_CATALOGUE)[number];

/** Every numeric code of the catalogue. */
export type ErrorCode = ErrorCatalogueEntry['code'];

/** The key every code outside the catalogue (and every non-number) maps to. */
export const UNKNOWN_ERROR_KEY = 'unknown';

/** Every key under `common:errors.`, the fallback included. */
export type ErrorMessageKey = ErrorCatalogueEntry['key'] | typeof UNKNOWN_ERROR_KEY;

/** The namespace prefix of every error message key in the web app's translations. */
export const ERROR_KEY_PREFIX = 'common:errors.';
