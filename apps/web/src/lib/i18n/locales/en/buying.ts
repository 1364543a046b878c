/** English texts of the buyer's path: the configurator's total, the mini-cart, cart lines and totals. */
export const BUYING_EN = {
  miniCart: {
    count_one: 'Your cart holds {{count}} item.',
    count_other: 'Your cart holds {{count}} items.',
    view: 'View the cart',
  },
  configurator: {
    summary: 'Your licences',
    noLicenceYet: 'Choose a licence to see the price.',
    total: 'Total',
    excludingVat: 'excl. VAT',
    added: '{{title}} was added to your cart.',
  },
  cart: {
    linesTitle: 'Items in your cart',
    subtotal: 'Subtotal',
    shippingNextStep: 'Next step',
    vatAtCheckout: 'Added at checkout',
  },
  steps: {
    label: 'Checkout steps',
    current: 'current step',
    done: 'done',
  },
  terms: {
    before: 'I accept the ',
    link: 'terms and conditions',
    after: ' and the licence agreement',
  },
  refusals: {
    declined: 'Your bank declined the payment. Try another card, or ask your bank why.',
    blocked: 'This card is blocked. Please use another card.',
    expired: 'This card has expired. Check the expiry date or use another card.',
    balance: 'There is not enough money on this card. Please use another card.',
    cvc: 'The security code does not match. It is the 3 or 4 digits on the back of the card.',
    number: 'This card number is not valid. Please check it.',
    authentication: 'Your bank could not confirm it was you. Please try again.',
    unavailable: 'Your bank could not be reached. Please try again in a few minutes.',
    cancelled: 'The payment was cancelled. You can try again.',
    other: 'The payment did not go through. Please try again or use another method.',
  },
  payItems: 'Your order',
  priceTable: {
    title: 'Prices by licence',
    intro:
      'Fonts are listed at their base price. Each tier costs the base price times the multiple below, and licences add up: desktop and web together cost both. Each script you add counts as another copy.',
    tier: 'Tier',
    price: 'Price',
  },
  summary: {
    title: 'Order summary',
    items: 'Items',
  },
} as const;
