import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { messages } from './messages-plugin.js';

const apiProxyTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

// Libraries that change rarely get their own long-cached chunks, each well under 100 KB gzipped.
const vendorChunks: Record<string, string[]> = {
  react: ['/node_modules/react/', '/node_modules/react-dom/', '/node_modules/scheduler/'],
  router: ['/node_modules/react-router/', '/node_modules/cookie/', '/node_modules/set-cookie-parser/'],
  query: ['/node_modules/@tanstack/'],
  // what the brand insights' chart (recharts, fetched with that page alone) is drawn with, apart from recharts itself so
  // neither passes 100 KB; only libraries that import nothing of React, or this chunk would take React in with it
  'chart-parts': [
    '/node_modules/victory-vendor/',
    '/node_modules/d3-',
    '/node_modules/internmap/',
    '/node_modules/decimal.js-light/',
    '/node_modules/immer/',
    '/node_modules/redux/',
    '/node_modules/redux-thunk/',
    '/node_modules/reselect/',
    '/node_modules/es-toolkit/',
    '/node_modules/eventemitter3/',
    '/node_modules/tiny-invariant/',
  ],
};

/** Writes `.br` and `.gz` beside every text asset so that the server sends them compressed at no CPU cost. */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  let outDir = 'dist';
  return {
    name: 'samplebank-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const path of walk(outDir)) {
        if (!compressible.test(path)) continue;
        const body = readFileSync(path);
        if (body.length < 1024) continue;
        writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // the server render (`vite build --ssr src/entry-server.tsx`) needs no CSS, chunks or compressed copies
  plugins: isSsrBuild ? [react(), messages()] : [react(), messages(), tailwindcss(), precompress()],
  resolve: {
    // the browser's messages come parsed (messages-plugin.ts): react-intl goes without its parser, half its size
    alias: isSsrBuild
      ? []
      : [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
  },
  server: {
    proxy: { '/api': { target: apiProxyTarget, changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: apiProxyTarget, changeOrigin: true } },
  },
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        assetsDir: 'assets',
        emptyOutDir: true,
        // the app is imported after the page's first pictures show (src/boot.ts), and the browser finds its chunks
        // from its imports; Vite's helper would put a preload link in the head for each, costing a phone ~20 ms
        modulePreload: false,
        rollupOptions: {
          output: {
            manualChunks(id: string) {
              // each language's messages of each namespace: `messages-ms-catalogue`
              const messagesOf = /^\0virtual:samplebank-messages\/(\w+)\/(\w+)$/.exec(id);
              if (messagesOf) return `messages-${messagesOf[1]}-${messagesOf[2]}`;
              for (const [chunk, paths] of Object.entries(vendorChunks)) {
                if (paths.some((path) => id.includes(path))) return chunk;
              }
              return undefined;
            },
          },
        },
      },
}));
