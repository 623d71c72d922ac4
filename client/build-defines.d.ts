// Constants the builds write into the code (Vite `define` for the client and Vitest, esbuild
// `define` in scripts/build-edge.mjs for the edge; scripts/app-version-global.mjs for tsx runs).

/** package.json's "version": the app version sent to the operator and in event logs. */
declare const __APP_VERSION__: string;
