// Installs the measuring tools `npm run lighthouse` needs into .data/tools/ on first use.
import { installPinned } from '../run/install-pinned.mjs';

/** Pinned: the version the figures in the README were taken with (12.8 works with Debian's Chromium). */
const TOOLS = { lighthouse: '12.8.2' };

/** Installs what is missing; returns the folder (its node_modules holds the tools). */
export const installTools = () => installPinned('tools', TOOLS);
