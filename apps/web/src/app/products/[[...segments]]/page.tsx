import {
  ShopListingPage,
  type ShopListingRouteProps,
  shopListingMetadata,
} from '../../../features/shop/server.ts';
import { renderOnFirstVisit } from '../../../lib/cache/render-on-first-visit.ts';

export const generateStaticParams = renderOnFirstVisit;

export const generateMetadata = (props: ShopListingRouteProps) => shopListingMetadata('products', props);

/** /products, optionally followed by filter segments and a sort key (docs/routes.md). */
export default function ProductsPage(props: ShopListingRouteProps) {
  return <ShopListingPage listing="products" params={props.params} />;
}
