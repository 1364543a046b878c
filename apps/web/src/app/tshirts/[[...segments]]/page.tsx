import {
  ShopListingPage,
  type ShopListingRouteProps,
  shopListingMetadata,
} from '../../../features/shop/server.ts';
import { renderOnFirstVisit } from '../../../lib/cache/render-on-first-visit.ts';

export const generateStaticParams = renderOnFirstVisit;

export const generateMetadata = (props: ShopListingRouteProps) => shopListingMetadata('tshirts', props);

/** /tshirts, optionally followed by filter segments and a sort key (docs/routes.md). */
export default function TshirtsPage(props: ShopListingRouteProps) {
  return <ShopListingPage listing="tshirts" params={props.params} />;
}
