import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_END, CONFIG_START, renderConfigSection, withConfigSection } from '../../edge/config-docs';
import { EDGE_ENV, SANDBOX_ENV } from '../../edge/config-schema';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe("README's configuration section", () => {
  it('is the one generated from edge/config-schema.ts (run `npm run docs:config` after changing the table)', () => {
    const start = readme.indexOf(CONFIG_START);
    expect(start, `README.md lacks ${CONFIG_START}`).toBeGreaterThan(0);
    // The section alone, line by line, so that a failure shows the lines that differ.
    const inReadme = readme.slice(start + CONFIG_START.length + 1, readme.indexOf(CONFIG_END));
    expect(inReadme.split('\n'), 'README.md differs from edge/config-schema.ts: run `npm run docs:config`').toEqual(renderConfigSection().split('\n'));
    expect(withConfigSection(readme, renderConfigSection())).toBe(readme);
  });

  it('lists every variable once, between its markers', () => {
    const section = readme.slice(readme.indexOf(CONFIG_START), readme.indexOf(CONFIG_END));
    for (const name of [...Object.keys(EDGE_ENV), ...Object.keys(SANDBOX_ENV)]) {
      expect(section.split('\n').filter((line) => line.startsWith(`| \`${name}\` |`)), name).toHaveLength(1);
    }
  });

  it('refuses a README without the markers', () => {
    expect(() => withConfigSection('# no markers\n', renderConfigSection())).toThrow(CONFIG_START);
  });

  it('replaces only what lies between the markers', () => {
    const doc = `before\n${CONFIG_START}\nold\n${CONFIG_END}\nafter\n`;
    expect(withConfigSection(doc, 'new\n')).toBe(`before\n${CONFIG_START}\nnew\n${CONFIG_END}\nafter\n`);
  });
});
