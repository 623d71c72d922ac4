// The browser files the sandbox serves (demo slot, identity provider page and SDKs). Their sources
// are TypeScript and CSS in browser/; the build bundles them into dist/sandbox/browser/ next to the
// sandbox bundle. Run from sources (tests, tsx), no built file exists, so the first request bundles
// the file with esbuild (a dev dependency, loaded only then) and keeps it in memory.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Served file name -> source file name (both in browser/). */
export const BROWSER_ASSETS = {
  'slot.js': 'slot.ts',
  'slot.css': 'slot.css',
  'idp-authorize.js': 'idp-authorize.ts',
  'idp-authorize.css': 'idp-authorize.css',
  'facebook-sdk.js': 'facebook-sdk.ts',
  'google-sdk.js': 'google-sdk.ts',
  'line-sdk.js': 'line-sdk.ts',
  'chat-widget.js': 'chat-widget.ts',
  'chat-frame.js': 'chat-frame.ts',
  'chat-frame.css': 'chat-frame.css',
} as const;

export type BrowserAssetName = keyof typeof BROWSER_ASSETS;

/** Reads one browser file by its served name. */
export type BrowserAssets = (name: BrowserAssetName) => Promise<string>;

/** Bundles one browser file from its source in `sourceDir` (an IIFE for scripts, so nothing leaks into the page's globals). */
export async function bundleBrowserAsset(name: BrowserAssetName, sourceDir: string): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [join(sourceDir, BROWSER_ASSETS[name])],
    bundle: true,
    write: false,
    format: name.endsWith('.js') ? 'iife' : undefined,
    platform: 'browser',
    target: 'es2020',
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/**
 * Browser files from `dir` (default: browser/ beside this module, which is dist/sandbox/browser/
 * in the build and edge/sandbox/browser/ when run from sources). A built file is read as it is;
 * a missing one is bundled from its source. Either way once per process.
 */
export function createBrowserAssets(dir = fileURLToPath(new URL('./browser/', import.meta.url))): BrowserAssets {
  const cache = new Map<BrowserAssetName, Promise<string>>();
  const load = async (name: BrowserAssetName): Promise<string> => {
    try {
      return await readFile(join(dir, name), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      return bundleBrowserAsset(name, dir);
    }
  };
  return (name) => {
    let text = cache.get(name);
    if (!text) {
      text = load(name);
      // A failed bundle is retried on the next request rather than cached.
      text.catch(() => cache.delete(name));
      cache.set(name, text);
    }
    return text;
  };
}

let shared: BrowserAssets | undefined;

/** One process-wide instance, so every sandbox app (tests make many) shares the bundles. */
export const sharedBrowserAssets = (): BrowserAssets => (shared ??= createBrowserAssets());
