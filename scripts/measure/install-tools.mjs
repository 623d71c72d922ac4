// Installs the measuring tools `npm run lighthouse` needs into .data/tools/ on first use.
import { installPinned } from '../run/install-pinned.mjs';

/**
 * Pinned: the Lighthouse the figures in the README were taken with (12.8 works with Debian's
 * Chromium); trace-mapping reads the source maps of `npm run trace`.
 */
const TOOLS = { lighthouse: '12.8.2', '@jridgewell/trace-mapping': '0.3.31' };

/** Installs what is missing; returns the folder (its node_modules holds the tools). */
export const installTools = () => installPinned('tools', TOOLS);
