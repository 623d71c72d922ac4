/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { budgetFiles } from './scripts/vite-budget-files';
import { precompressLateFiles } from './scripts/vite-precompress-late-files';

// The client lives in client/ (with its index.html); the build goes to dist/client, where the edge
// serves it. Text assets are precompressed here (brotli and gzip) so the edge never compresses
// per request.
export default defineConfig({
  root: 'client',
  publicDir: '../public',
  plugins: [
    preact(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Casino',
        short_name: 'Casino',
        start_url: '/',
        display: 'standalone',
        background_color: '#14091f',
        theme_color: '#14091f',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        ],
      },
      workbox: {
        // The shell is served by the edge (it decides maintenance and 404 status), so the worker
        // only precaches hashed assets and never answers navigations itself.
        navigateFallback: null,
        globPatterns: ['**/*.{js,css,svg,png,woff2}'],
      },
    }),
    budgetFiles({ firstPaintDir: 'dist/first-paint', lazy: { 'features/home/lobby.tsx': 'dist/lobby' } }),
    precompressLateFiles('dist/client'),
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/, threshold: 0 }),
  ],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    target: 'es2020',
    modulePreload: { polyfill: false },
    sourcemap: false,
  },
  server: { port: 5173 },
  test: {
    root: '.',
    projects: [
      {
        extends: true,
        test: { name: 'client', root: '.', include: ['tests/client/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
      },
      {
        extends: true,
        test: { name: 'edge', root: '.', include: ['tests/edge/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
