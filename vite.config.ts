import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readDeployment } from './src/content/deployment';

// The deployment settings (README, "Deployment settings"), from the process environment: a
// malformed value stops the build here, before anything is built. The bundles get the result as
// `__DEPLOYMENT__` (src/content/deployment.ts), not the code that reads and checks it.
const deployment = readDeployment(process.env);

const routerDist = path.join(import.meta.dirname, 'node_modules/react-router/dist/production');

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss()],
  define: { __DEPLOYMENT__: JSON.stringify(deployment) },
  // Deployment settings come from the process environment only, which the build's Node scripts
  // (sitemap, robots.txt, headers) read too: a value in a .env file could not reach them.
  envDir: false,
  resolve: {
    // React Router's package exports always pick its development build; the production build is
    // the same code with its development warnings compiled out. `vite` and Vitest keep the warnings.
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: path.join(routerDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'dom-export.mjs') },
          ]
        : [],
  },
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    manifest: true,
    rollupOptions: {
      output: {
        // Locale chunks say which language and namespace (or article) they hold.
        chunkFileNames: (chunk) => {
          const locale = /locales\/(\w+)\/(blog-posts\/)?([\w-]+)\.json$/.exec(chunk.facadeModuleId ?? '');
          if (!locale) return 'assets/[name]-[hash].js';
          return `assets/locale-${locale[1]}-${locale[2] ? 'post-' : ''}${locale[3]}-[hash].js`;
        },
      },
    },
  },
}));
