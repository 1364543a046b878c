import type { Metadata } from 'next';
import { WebfontsProjectPage } from '../../../../../../features/webfonts/index.ts';

export const metadata: Metadata = { title: 'Web Font Project Settings', robots: { index: false } };

export default async function WebfontsProjectEditPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <WebfontsProjectPage id={id} tab="edit" />;
}
