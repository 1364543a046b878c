import type { Metadata } from 'next';
import { NewWebfontsProject } from '../../../../../features/webfonts/new-webfonts-project.tsx';

export const metadata: Metadata = { title: 'Add a Web Font Project', robots: { index: false } };

export default function AddWebfontsProjectPage() {
  return <NewWebfontsProject type="regular" />;
}
