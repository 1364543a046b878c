import {
  ShopListingPage,
  type ShopListingRouteProps,
  shopListingMetadata,
} from '../../../features/shop/shop-listing-page.tsx';

export const generateMetadata = (props: ShopListingRouteProps) => shopListingMetadata('books', props);

/** /books, optionally followed by filter segments and a sort key (docs/routes.md). */
export default function BooksPage(props: ShopListingRouteProps) {
  return <ShopListingPage listing="books" {...props} />;
}
