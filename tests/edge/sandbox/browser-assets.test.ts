import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BROWSER_ASSETS, createBrowserAssets, type BrowserAssetName } from '../../../edge/sandbox/browser-assets';

const SOURCES = join(import.meta.dirname, '../../../edge/sandbox/browser');
const temp = mkdtempSync(join(tmpdir(), 'sandbox-browser-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('browser assets', () => {
  it('has a source for every served file', () => {
    for (const source of Object.values(BROWSER_ASSETS)) expect(existsSync(join(SOURCES, source)), source).toBe(true);
  });

  it('bundles a script from its TypeScript source when no built file exists: an IIFE without types or imports, once per process', async () => {
    const assets = createBrowserAssets(SOURCES);
    const first = assets('facebook-sdk.js');
    expect(assets('facebook-sdk.js')).toBe(first);
    const text = await first;
    expect(text).toMatch(/^"use strict";\s*\(\(\) => \{/);
    expect(text).not.toMatch(/^\s*(import|export)\s/m);
    expect(text).not.toContain(': SandboxFacebook');
    // The shared popup code is bundled in.
    expect(text).toContain('/sandbox/idp/authorize?provider=');
    for (const name of Object.keys(BROWSER_ASSETS) as BrowserAssetName[]) expect((await assets(name)).length, name).toBeGreaterThan(100);
  });

  it('serves the built file when there is one', async () => {
    writeFileSync(join(temp, 'slot.js'), '/* built */');
    expect(await createBrowserAssets(temp)('slot.js')).toBe('/* built */');
  });

  it('fails (and retries later) when neither a built file nor a source exists', async () => {
    const assets = createBrowserAssets(temp);
    await expect(assets('line-sdk.js')).rejects.toThrow();
    writeFileSync(join(temp, 'line-sdk.js'), '/* now built */');
    expect(await assets('line-sdk.js')).toBe('/* now built */');
  });
});
