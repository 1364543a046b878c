import {
  ShopListingPage,
  type ShopListingRouteProps,
  shopListingMetadata,
} from '../../../features/shop/server.ts';
import { renderOnFirstVisit } from '../../../lib/cache/render-on-first-visit.ts';

export const generateStaticParams = renderOnFirstVisit;

export const generateMetadata = (props: ShopListingRouteProps) => shopListingMetadata('posters', props);

/** /posters, optionally followed by filter segments and a sort key (docs/routes.md). */
export default function PostersPage(props: ShopListingRouteProps) {
  return <ShopListingPage listing="posters" params={props.params} />;
}
