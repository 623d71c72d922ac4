// Types of serve-workerd.mjs for the tests that call it.
import type { MiniflareOptions } from 'miniflare';
/** Miniflare options equal to wrangler.toml's deployment, with `vars` over its [vars]. */
export function workerdOptions(options?: { outDir?: string; staticDir?: string; vars?: Record<string, string>; host?: string; port?: number }): MiniflareOptions;
