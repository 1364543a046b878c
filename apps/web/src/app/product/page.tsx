import { permanentRedirect } from 'next/navigation';

/** /product alone (the product page's breadcrumb) names no product: the general listing does. */
export default function ProductIndexPage() {
  permanentRedirect('/products');
}
