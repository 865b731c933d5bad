import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiProxyTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

// Libraries that change rarely get their own long-cached chunks, each well under 100 KB gzipped.
const vendorChunks: Record<string, string[]> = {
  react: ['/node_modules/react/', '/node_modules/react-dom/', '/node_modules/scheduler/'],
  router: ['/node_modules/react-router/', '/node_modules/cookie/', '/node_modules/set-cookie-parser/'],
  query: ['/node_modules/@tanstack/'],
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: { '/api': { target: apiProxyTarget, changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: apiProxyTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        manualChunks(id) {
          for (const [chunk, paths] of Object.entries(vendorChunks)) {
            if (paths.some((path) => id.includes(path))) return chunk;
          }
          return undefined;
        },
      },
    },
  },
});
