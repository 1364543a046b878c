import { HomePage } from '../features/home/index.ts';
import { loadHome } from '../features/home/server.ts';
import { readRuntimeConfig } from '../lib/env/runtime-config.ts';
import { serverT } from '../lib/i18n/server-translation.ts';

export default async function Home() {
  return <HomePage content={await loadHome()} apiUrl={readRuntimeConfig().apiUrl} t={serverT()} />;
}
