import { GUEST_CHECKOUT_EN } from '../locales/en/guest-checkout.ts';
import { defineTextArea } from '../text-area.ts';

export const GUEST_CHECKOUT_TEXTS = defineTextArea('guest-checkout', { guestCheckout: GUEST_CHECKOUT_EN });
