// Codemod: moves CSS and inline styles off viewport-scaled `rem`.
//
// The app used to set the root font size to 1/7.5 of the viewport, so `1rem` was 100 design px and
// every text shrank with the screen (9 px captions at 320 px) and ignored the phone's font-size
// setting. Now the root is the player's own font size, layout lengths use the design unit
// `var(--u)` (global.css), and font sizes use the type scale (`--text-*`, rem-based, never under
// 12 px). Run it on files still written the old way (e.g. after merging a branch):
//   node --import tsx scripts/check/css-design-units.ts [file ...]   (no files: all of client/)
// It is idempotent; tests/client/styles/type-scale.test.ts fails while a file needs it.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Design font size (old rem, 100 design px) → type-scale token. */
export function fontToken(designRem: number): string {
  if (designRem <= 0.24) return 'var(--text-caption)';
  if (designRem <= 0.26) return 'var(--text-small)';
  if (designRem <= 0.28) return 'var(--text-body)';
  if (designRem <= 0.32) return 'var(--text-lead)';
  if (designRem <= 0.36) return 'var(--text-title)';
  if (designRem <= 0.44) return 'var(--text-heading)';
  if (designRem <= 0.6) return 'var(--text-display)';
  return 'var(--text-hero)';
}

const REM = /(-?\d*\.?\d+)rem\b/g;

/** One file's text, converted. */
export function convertCss(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      const font = /^(\s*font-size:\s*)(\d*\.?\d+)rem(\s*;.*)$/.exec(line);
      if (font) return `${font[1]}${fontToken(Number(font[2]))}${font[3]}`;
      return line.replace(REM, (_, n: string) => `calc(${n} * var(--u))`);
    })
    .join('\n');
}

/** Inline style strings in TS/TSX ('0.32rem' → 'calc(0.32 * var(--u))'). */
export function convertInline(text: string): string {
  return text.replace(/(['"`])(-?\d*\.?\d+)rem\1/g, (_, q: string, n: string) => `${q}calc(${n} * var(--u))${q}`);
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const isMain = process.argv[1]?.endsWith('css-design-units.ts');
if (isMain) {
  const files = process.argv.slice(2).length ? process.argv.slice(2) : walk('client');
  for (const file of files) {
    if (file.endsWith('styles/global.css')) continue;
    const before = readFileSync(file, 'utf8');
    const after = file.endsWith('.css') ? convertCss(before) : /\.tsx?$/.test(file) ? convertInline(before) : before;
    if (after !== before) {
      writeFileSync(file, after);
      console.log(`converted ${file}`);
    }
  }
}
