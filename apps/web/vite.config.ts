import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { codeSplitting } from './chunk-groups';
import { precompress } from './precompress-plugin';
import { prerender } from './prerender-plugin';
import { routePreloads } from './route-preloads-plugin';

export default defineConfig({
  plugins: [react(), tailwindcss(), routePreloads(), precompress(), prerender()],
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3000}`, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // No inline module-preload polyfill script: the CSP allows same-origin scripts only.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting } },
  },
});
