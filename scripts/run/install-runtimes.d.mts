// Types of install-runtimes.mjs for the tests that call it.
/** Installs Bun and Deno into .data/runtimes/ when missing; returns the folder of their binaries. */
export function installRuntimes(): string;
