import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
});
