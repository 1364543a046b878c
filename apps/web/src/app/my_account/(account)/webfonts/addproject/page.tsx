import type { Metadata } from 'next';
import { NewWebfontsProject } from '../../../../../features/webfonts/index.ts';

export const metadata: Metadata = { title: 'Add a Web Font Project', robots: { index: false } };

export default function AddWebfontsProjectPage() {
  return <NewWebfontsProject type="regular" />;
}
