import { defineConfig } from 'vite';

const apiUrl = process.env.API_URL ?? 'http://localhost:4000';

// The back office's own bundle: nothing here is imported by the shop's web app, and the shop's
// JavaScript never includes it. In development Vite proxies the admin API, as server.mjs does later.
export default defineConfig({
  root: import.meta.dirname,
  esbuild: { jsx: 'automatic' },
  // The shop's public folder holds only the interface face (Inter UI subsets): the back office is set in it too.
  publicDir: '../web/public',
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: {
    port: Number(process.env.ADMIN_PORT ?? 3707),
    strictPort: true,
    proxy: {
      '/admin/graphql': { target: apiUrl, changeOrigin: false },
      '/admin/family-imports': { target: apiUrl, changeOrigin: false },
      '/admin/product-files': { target: apiUrl, changeOrigin: false },
      '/admin/editorial-images': { target: apiUrl, changeOrigin: false },
    },
  },
});
