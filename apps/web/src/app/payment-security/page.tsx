import type { Metadata } from 'next';
import { StaticPageRoute, staticPageMetadata } from '../../features/static-pages/server.ts';

export function generateMetadata(): Promise<Metadata> {
  return staticPageMetadata('payment-security');
}

/** /payment-security: the static page 'payment-security' (readStaticPages). */
export default function Page() {
  return <StaticPageRoute url="payment-security" />;
}
