// The server-only surface of the licensing feature (data loaders and server components): for routes and
// other server code, never for client components, so that server code stays out of browser bundles.

export { LicenceConfiguratorSection } from './licence-configurator-section.tsx';
export { LicencePriceTable } from './licence-price-table.tsx';
