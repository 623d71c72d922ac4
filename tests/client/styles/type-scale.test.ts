// @vitest-environment node
// The type scale stays rem-based (the phone's font-size setting) and never under 12 px; layout
// lengths use the design unit. A file written the old way (viewport-scaled rem) fails here:
// `node --import tsx scripts/check/css-design-units.ts <file>` converts it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { convertCss, convertInline, fontToken } from '../../../scripts/check/css-design-units';

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
const files = walk('client');
const css = files.filter((f) => f.endsWith('.css'));

describe('type scale', () => {
  it('the root follows the player font size and the scale starts at 12 px', () => {
    const global = readFileSync('client/styles/global.css', 'utf8');
    const root = /:root\s*{([^}]*)}/.exec(global)?.[1] ?? '';
    expect(root).toMatch(/font-size:\s*100%/);
    const sizes = [...root.matchAll(/--text-[a-z]+:\s*([\d.]+)rem/g)].map((m) => Number(m[1]) * 16);
    expect(sizes.length).toBeGreaterThan(5);
    expect(Math.min(...sizes)).toBe(12);
    expect(root).toMatch(/--text-body:\s*0\.875rem/);
  });

  it.each(css)('%s: no viewport-scaled font size, nothing under 12 px, no design rem', (file) => {
    const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const body = file.endsWith('styles/global.css') ? text.replace(/:root\s*{[^}]*}/, '') : text;
    for (const [, value] of body.matchAll(/font-size:\s*([^;]+);/g)) {
      expect(value, `${file}: font-size ${value}`).not.toMatch(/vw|vh|vmin|var\(--u\)/);
      const px = /^([\d.]+)px$/.exec(value.trim());
      if (px) expect(Number(px[1])).toBeGreaterThanOrEqual(12);
      const rem = /^([\d.]+)r?em$/.exec(value.trim());
      if (rem) expect(Number(rem[1])).toBeGreaterThanOrEqual(0.75);
    }
    expect(convertCss(body), `${file} still uses design rem: run scripts/check/css-design-units.ts`).toBe(body);
  });

  it('inline styles use the design unit, not rem', () => {
    for (const file of files.filter((f) => /\.tsx?$/.test(f))) {
      const text = readFileSync(file, 'utf8');
      expect(convertInline(text), file).toBe(text);
    }
  });

  it('the codemod maps old sizes onto the scale and leaves converted text alone', () => {
    expect(fontToken(0.2)).toBe('var(--text-caption)');
    expect(fontToken(0.28)).toBe('var(--text-body)');
    const once = convertCss('a {\n  font-size: 0.22rem;\n  padding: 0.1rem -0.2rem;\n}');
    expect(once).toBe('a {\n  font-size: var(--text-caption);\n  padding: calc(0.1 * var(--u)) calc(-0.2 * var(--u));\n}');
    expect(convertCss(once)).toBe(once);
  });
});
