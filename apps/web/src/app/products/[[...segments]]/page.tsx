import {
  ShopListingPage,
  type ShopListingRouteProps,
  shopListingMetadata,
} from '../../../features/shop/shop-listing-page.tsx';

export const generateMetadata = (props: ShopListingRouteProps) => shopListingMetadata('products', props);

/** /products, optionally followed by filter segments and a sort key (docs/routes.md). */
export default function ProductsPage(props: ShopListingRouteProps) {
  return <ShopListingPage listing="products" {...props} />;
}
