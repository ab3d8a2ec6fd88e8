// Bundles the contact form's receiver for Cloudflare Pages (server/cloudflare.ts) into one module,
// functions/api/contact.js: the Pages Function at /api/contact that Cloudflare's build and
// `wrangler pages dev` pick up from functions/. Built with the site's own bundler (Vite), so the
// modules it shares with the site (the form's rules, the route table) are read as the site reads them.
import path from 'node:path';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');

await build({
  root,
  configFile: false,
  mode: 'production',
  publicDir: false,
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'webworker' },
  build: {
    ssr: path.join(root, 'server', 'cloudflare.ts'),
    outDir: path.join(root, 'functions', 'api'),
    emptyOutDir: true,
    minify: false,
    rollupOptions: {
      output: { entryFileNames: 'contact.js', codeSplitting: false },
      // React Router's "use client" means nothing here: no React runs in the function.
      onwarn: (warning, warn) => (warning.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : warn(warning)),
    },
  },
});
console.log('functions: wrote functions/api/contact.js (the receiver on Cloudflare Pages, server/cloudflare.ts)');
