import {
  ShopListingPage,
  type ShopListingRouteProps,
  shopListingMetadata,
} from '../../../features/shop/shop-listing-page.tsx';

export const generateMetadata = (props: ShopListingRouteProps) => shopListingMetadata('posters', props);

/** /posters, optionally followed by filter segments and a sort key (docs/routes.md). */
export default function PostersPage(props: ShopListingRouteProps) {
  return <ShopListingPage listing="posters" {...props} />;
}
