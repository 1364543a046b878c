/**
 * 'correct' (readCartSummary): the summary drops what cannot be bought and lowers quantities to what
 * is available, and the client corrects its stored cart from it. 'strict' (createOrder): the same
 * problems throw their AppError (205, 208, 209, 211, 213, 214, 215, 216) instead.
 */
export type CartSummaryMode = 'correct' | 'strict';
