import type { Metadata } from 'next';
import { NewWebfontsProject } from '../../../../../features/webfonts/new-webfonts-project.tsx';

export const metadata: Metadata = { title: 'Add a Self-Hosting Project', robots: { index: false } };

export default function AddSelfHostingProjectPage() {
  return <NewWebfontsProject type="self_hosting" />;
}
