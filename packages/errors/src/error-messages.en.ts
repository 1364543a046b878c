import type { ErrorMessageKey } from './catalogue.ts';

/**
 * English text for every error key: the web app's `common` namespace (`errors.<key>`) and the API's
 * default GraphQL error message. Written for shoppers, not developers.
 */
export const ERROR_MESSAGES_EN: Readonly<Record<ErrorMessageKey, string>> = {
  token_invalid: 'Your session is no longer valid. Please log in again.',
  token_expired_renew: 'Your session has expired. Please reload the page to continue.',
  token_expired_login: 'Your session has expired. Please log in again.',
  email_password_rejected: 'The e-mail address and password do not match.',
  captcha_invalid: 'We could not verify that you are human. Please try again.',

  password_missing: 'Please enter a password.',
  email_blacklisted: 'This e-mail address cannot be used. Please use another one.',
  email_already_registered: 'An account with this e-mail address already exists. Please log in instead.',
  user_invalid: 'Some of your account details are not valid. Please check them and try again.',
  user_not_found: 'We could not find an account with these details.',
  email_domain_invalid: 'The domain of this e-mail address is not valid.',
  email_undeliverable: 'We cannot deliver e-mail to this address. Please check it or use another one.',

  order_invalid: 'Your order could not be placed. Please check your cart and try again.',
  family_products_missing: 'Some fonts in your cart are no longer available. Please review your cart.',
  physical_products_missing: 'Some products in your cart are no longer available. Please review your cart.',
  family_and_physical_products_missing:
    'Some fonts and products in your cart are no longer available. Please review your cart.',
  product_ids_missing: 'No products were given. Please choose at least one product.',
  product_unknown: 'Sorry, we could not find this product.',
  products_not_same_type: 'These products cannot be combined because they are not of the same kind.',
  products_not_font_products: 'Only fonts can be chosen here.',
  encoding_missing: 'Please choose an encoding for this font.',
  licenses_missing: 'Please choose a licence for this font.',
  product_id_missing: 'Please choose a product.',
  quantity_missing: 'Please choose a quantity.',
  product_not_physical: 'This item is not a physical product.',
  variation_missing: 'Please choose a variant, such as size or colour.',
  variation_incorrect: 'The chosen variant is not available for this product.',
  product_invalid: 'This product cannot be ordered.',
  quantity_unavailable: 'Sorry, there is not enough stock left for this product.',
  url_not_absolute: 'The return address must be a full URL.',
  order_already_paid: 'This order has already been paid.',
  billing_info_invalid: 'Your billing details are not complete or not valid. Please check them.',

  discount_code_not_valid: 'This discount code is not valid.',
  discount_code_expired: 'This discount code has expired.',
  discount_code_already_used: 'This discount code has already been used.',
  discount_product_not_found: 'The product this discount code is for does not exist.',
  discount_license_missing: 'This discount code needs a licence to be chosen first.',
  discount_product_not_corporate_font: 'This discount code applies to corporate fonts only.',
  discount_code_fonts_only: 'This discount code is valid for fonts only.',

  project_cannot_be_funded: 'This project cannot be funded at the moment.',
  points_must_be_positive: 'The number of points must be greater than 0.',
  points_not_enough: 'You do not have enough points for this.',
  too_many_trials: 'You have reached the limit of trial fonts.',
  pre_release_font_not_allowed: 'This font is not released yet and cannot be used here.',
  font_customisation_exists: 'A customisation of this font already exists.',

  unknown: 'Something went wrong. Please try again later.',
};
