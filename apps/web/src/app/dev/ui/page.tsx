import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { UiShowcase } from './ui-showcase.tsx';

export const metadata: Metadata = { title: 'Interface components', robots: { index: false } };

/** Every ui component in its states, for designers and developers; not part of a production site. */
export default function DevUiPage() {
  if (process.env.NODE_ENV === 'production') notFound();
  return <UiShowcase />;
}
