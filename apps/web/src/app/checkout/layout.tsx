import type { ReactNode } from 'react';
import '../../features/checkout/checkout.css';

export default function CheckoutLayout({ children }: { children: ReactNode }) {
  return children;
}
