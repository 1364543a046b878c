import {
  ShopListingPage,
  type ShopListingRouteProps,
  shopListingMetadata,
} from '../../../features/shop/shop-listing-page.tsx';

export const generateMetadata = (props: ShopListingRouteProps) => shopListingMetadata('totes', props);

/** /totes, optionally followed by filter segments and a sort key (docs/routes.md). */
export default function TotesPage(props: ShopListingRouteProps) {
  return <ShopListingPage listing="totes" {...props} />;
}
