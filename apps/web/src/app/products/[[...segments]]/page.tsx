import {
  ShopListingPage,
  type ShopListingRouteProps,
  shopListingMetadata,
} from '../../../features/shop/server.ts';

export const generateMetadata = (props: ShopListingRouteProps) => shopListingMetadata('products', props);

/** /products, optionally followed by filter segments and a sort key (site-behaviour.md 2.1). */
export default function ProductsPage(props: ShopListingRouteProps) {
  return <ShopListingPage listing="products" {...props} />;
}
