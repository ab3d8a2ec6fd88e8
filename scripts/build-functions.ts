// Bundles the contact form's receiver for Cloudflare, each into one module: functions/api/contact.js
// (server/cloudflare.ts), the Pages Function at /api/contact that Cloudflare's build and
// `wrangler pages dev` pick up from functions/, and functions-cron/leads-cron.js (server/cron.ts),
// the Worker that gives it a schedule. Built with the site's own bundler (Vite), so the modules they
// share with the site (the form's rules, the route table) are read as the site reads them: wrangler
// 3's own bundler cannot read the JSON import attributes the site's modules use.
import path from 'node:path';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');

/** One module, `file` in `outDir`, from the entry `entry` of server/. */
const bundle = (entry: string, outDir: string, file: string) =>
  build({
    root,
    configFile: false,
    mode: 'production',
    publicDir: false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true, target: 'webworker' },
    build: {
      ssr: path.join(root, 'server', entry),
      outDir: path.join(root, outDir),
      emptyOutDir: true,
      minify: false,
      rollupOptions: {
        output: { entryFileNames: file, codeSplitting: false },
        // React Router's "use client" means nothing here: no React runs in the function.
        onwarn: (warning, warn) => (warning.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : warn(warning)),
      },
    },
  });
await bundle('cloudflare.ts', 'functions/api', 'contact.js');
// Not under functions/: Pages would take it for a route. Its own Worker runs it (deploy/cloudflare/leads-cron.toml).
await bundle('cron.ts', 'functions-cron', 'leads-cron.js');
console.log(
  'functions: wrote functions/api/contact.js (the receiver on Cloudflare Pages, server/cloudflare.ts) and functions-cron/leads-cron.js (its schedule, server/cron.ts)',
);
