import { ProductPage, type ProductRouteProps, productMetadata } from '../../../features/shop/server.ts';
import { renderOnFirstVisit } from '../../../lib/cache/render-on-first-visit.ts';

export const generateStaticParams = renderOnFirstVisit;

export const generateMetadata = productMetadata;

/** A physical product (book, poster, t-shirt, tote) at /product/{url}. */
export default function ShopProductPage(props: ProductRouteProps) {
  return <ProductPage {...props} />;
}
