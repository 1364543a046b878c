import { DEFAULT_PAGE } from '@foundry/domain';
import { FontsPage, fontsMetadata } from './fonts-page.tsx';

export const metadata = fontsMetadata;

/** /fonts: the first page of the families; `?page=N` is served by app/listing-page (the proxy). */
export default function FontsRoute() {
  return <FontsPage page={DEFAULT_PAGE} />;
}
