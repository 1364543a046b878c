import {
  ShopListingPage,
  type ShopListingRouteProps,
  shopListingMetadata,
} from '../../../features/shop/shop-listing-page.tsx';

export const generateMetadata = (props: ShopListingRouteProps) => shopListingMetadata('tshirts', props);

/** /tshirts, optionally followed by filter segments and a sort key (docs/routes.md). */
export default function TshirtsPage(props: ShopListingRouteProps) {
  return <ShopListingPage listing="tshirts" {...props} />;
}
