import type { Metadata } from 'next';
import { NewWebfontsProject } from '../../../../../features/webfonts/index.ts';

export const metadata: Metadata = { title: 'Add a Self-Hosting Project', robots: { index: false } };

export default function AddSelfHostingProjectPage() {
  return <NewWebfontsProject type="self_hosting" />;
}
