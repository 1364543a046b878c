// The server-only surface of the shop feature (data loaders and server components): for routes and
// other server code, never for client components, so that server code stays out of browser bundles.

export { ProductPage, type ProductRouteProps, productMetadata } from './product-page.tsx';
export { ShopListingPage, type ShopListingRouteProps, shopListingMetadata } from './shop-listing-page.tsx';
