import type { Metadata } from 'next';
import { StaticPageRoute, staticPageMetadata } from '../../features/static-pages/server.ts';

export function generateMetadata(): Promise<Metadata> {
  return staticPageMetadata('orders-without-vat');
}

/** /orders-without-vat: the static page 'orders-without-vat' (readStaticPages). */
export default function Page() {
  return <StaticPageRoute url="orders-without-vat" />;
}
