import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readDeployment } from './src/content/deployment';
import { drawnPicturesPlugin } from './scripts/images/drawnPictures';
import { readSiteToday } from './src/content/siteToday';

// The deployment settings (docs/deploying.md, "Environment variables"), from the process environment: a
// malformed value stops the build here, before anything is built. The bundles get the result as
// `__DEPLOYMENT__` (src/content/deployment.ts), not the code that reads and checks it.
const deployment = readDeployment(process.env);

const routerDist = path.join(import.meta.dirname, 'node_modules/react-router/dist/production');

/**
 * The modules src/app/startApp.tsx imports, directly or not (dynamic imports aside): every page
 * loads all of them before it hydrates (src/entry-client.tsx), so they go into one chunk instead
 * of the dozen the bundler would cut by which pages share them. One file compresses better than a
 * dozen (3.3 KiB less on /en/home) and asks the browser for fewer requests to start. React,
 * react-dom and the scheduler stay with react-dom's own chunk, which the entry loads first; the
 * bundler's virtual helpers stay with the entry, which imports them (else loading the entry would
 * load and run all of the app at once).
 */
const appModules = new Set<string>();
/** React Router, i18next and react-i18next, with what they bring: the stack's other fixed libraries. */
const LIBRARIES = /[\\/]node_modules[\\/](react-router|i18next|react-i18next|use-sync-external-store)[\\/]/;
function appChunk(): Plugin {
  return {
    name: 'app-chunk',
    apply: 'build',
    buildEnd() {
      appModules.clear();
      const start = [...this.getModuleIds()].find((id) => id.endsWith('/src/app/startApp.tsx'));
      const visit = (id: string) => {
        if (appModules.has(id) || id.startsWith('\0') || /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id))
          return;
        if (!/[\\/](src|node_modules)[\\/]/.test(id)) return;
        appModules.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      if (start) visit(start);
    },
  };
}

/**
 * React renders in slices between which it gives the main thread back (its scheduler, 5 ms each);
 * here 2 ms. On a processor also taken by something else, the renderer is descheduled mid-task:
 * busy, a task of 3–5 ms of work lasted 12.5 ms or more (50 ms at Lighthouse's 4×, a long task a
 * tap waits for) 10–20 % of the time, one of 1–2 ms 2–6 % (docs/speed.md). The scheduler has no
 * setting below 8 ms
 * (`unstable_forceFrameRate` takes at most 125 frames per second), so the build changes its one
 * constant, and stops if that constant is not where it was.
 */
const SLICE_MS = 2;
function reactSlices(): Plugin {
  const file = /[\\/]node_modules[\\/]scheduler[\\/]cjs[\\/]scheduler\.production\.js$/;
  return {
    name: 'react-slices',
    apply: 'build',
    transform(code, id) {
      if (!file.test(id)) return null;
      const constant = /\bframeInterval = 5,/;
      if (!constant.test(code)) throw new Error(`react-slices: no "frameInterval = 5," in ${id}; check the scheduler's new code`);
      return { code: code.replace(constant, `frameInterval = ${SLICE_MS},`), map: null };
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), appChunk(), reactSlices(), drawnPicturesPlugin()],
  // JSON modules export their default only: a file imported by several chunks then needs no
  // chunk of its own that re-exports each top-level key by name.
  json: { namedExports: false },
  // The build's day in Riyadh (src/content/siteToday.ts): what is open and what has closed.
  define: { __DEPLOYMENT__: JSON.stringify(deployment), __SITE_TODAY__: JSON.stringify(readSiteToday(process.env)) },
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
        codeSplitting: {
          groups: [
            // Captured first, so that the app's group (which takes its modules' imports with it)
            // leaves them where the entry can load them without the app.
            { name: 'client', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
            // The other libraries every page runs first (LIBRARY_CHUNKS in scripts/lib/first-load.ts):
            // a file of their own, which changes only when they are upgraded (a returning visitor
            // keeps it across deploys), and which the budget counts apart from the site's own script.
            { name: 'libraries', test: LIBRARIES, priority: 3 },
            { name: 'preload-helper', test: /preload-helper/, priority: 2 },
            { name: 'startApp', test: (id: string) => appModules.has(id), priority: 1 },
          ],
        },
        // Locale chunks say which language and namespace (or article) they hold.
        chunkFileNames: (chunk) => {
          const locale = /locales\/(?!records\/)(\w+)\/(blog-posts\/)?([\w-]+)\.json$/.exec(chunk.facadeModuleId ?? '');
          if (!locale) return 'assets/[name]-[hash].js';
          return `assets/locale-${locale[1]}-${locale[2] ? 'post-' : ''}${locale[3]}-[hash].js`;
        },
      },
    },
  },
}));
