import { CHECKOUT_EN } from '../locales/en/checkout.ts';
import { defineTextArea } from '../text-area.ts';

export const CHECKOUT_TEXTS = defineTextArea('checkout', CHECKOUT_EN);
