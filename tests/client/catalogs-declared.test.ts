// @vitest-environment node
// No work at import time (design.md "Client conventions"): a catalog is a value, and what shows its
// text declares it. Every page and modal (`lazyPage(() => import(…))` in the route table and the
// modal registry) and every chunk loaded by hand (`withCatalogs(import(…))`) exports `catalogs`; the
// loader adds them before the first render. Start-up (start.tsx) declares the frame's own.
//
// This test reads the sources: for each chunk it follows the static imports, collects every
// translation key written there, and fails when a key's catalog is declared neither by the chunk
// nor by a chunk that loaded it (start-up, then the page that imported it). Keys built from a
// template (`errors.${code}`) count for every key of their prefix.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const CLIENT = join(ROOT, 'client');
const START = join(CLIENT, 'start.tsx');
const PAGE_TABLE = join(CLIENT, 'page-loaders.ts');
const MODAL_TABLE = join(CLIENT, 'modal-loaders.ts');

function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const text = new Map<string, string>();
const read = (file: string) => {
  let source = text.get(file);
  if (source === undefined) text.set(file, (source = readFileSync(file, 'utf8')));
  return source;
};

/** A relative import's file, or null (a package, a stylesheet, a virtual module). */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Value imports and re-exports (not `import type`), and dynamic imports, of one source. */
function importsOf(file: string): { statics: string[]; dynamics: string[] } {
  const source = read(file).replace(/^\s*\/\/.*$/gm, '');
  const statics = [...source.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^;'"]*?\sfrom\s+)?'([^']+)'/gm)].map((m) => m[1]!);
  const dynamics = [...source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]!);
  const resolveAll = (specifiers: string[]) => specifiers.flatMap((s) => resolveImport(file, s) ?? []);
  return { statics: resolveAll(statics), dynamics: resolveAll(dynamics).filter((target) => !/\.(en|fil)\.ts$|[/\\]fil\.ts$/.test(target)) };
}

/** The files a chunk holds: its entry and everything it imports statically. */
function closureOf(entry: string): Set<string> {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    for (const next of importsOf(queue.pop()!).statics) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

// Every catalog: `export const xCatalog = defineCatalog('domain', xEn, …)` → its domain and keys.
const catalogOf = new Map<string, { domain: string; keys: string[] }>(); // "file#name" → catalog
const domainOfKey = new Map<string, string>();
for (const file of sourcesOf(CLIENT)) {
  for (const m of read(file).matchAll(/export const (\w+) = defineCatalog\('(\w+)', (\w+),/g)) {
    const [, name, domain, english] = m;
    const from = new RegExp(`^import ${english} from '([^']+)'`, 'm').exec(read(file))?.[1];
    const englishFile = from && resolveImport(file, from);
    if (!englishFile) throw new Error(`${relative(ROOT, file)}: cannot find ${english}`);
    const keys = [...read(englishFile).matchAll(/^\s+'([\w.-]+)':/gm)].map((k) => k[1]!);
    catalogOf.set(`${file}#${name}`, { domain: domain!, keys });
    for (const key of keys) domainOfKey.set(key, domain!);
  }
}

/** The domains whose keys a file writes: literal keys, and template prefixes (`errors.${code}`). */
function domainsUsedBy(file: string): Set<string> {
  if (/\.(en|fil)\.ts$|[/\\](en|fil)\.ts$/.test(file)) return new Set(); // the catalogs themselves
  const source = read(file).replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"\w])\/\/.*$/gm, '$1');
  const used = new Set<string>();
  for (const m of source.matchAll(/['"`]([a-zA-Z]+(?:\.[\w-]+)+)['"`]/g)) {
    const domain = domainOfKey.get(m[1]!);
    if (domain) used.add(domain);
  }
  for (const m of source.matchAll(/`([a-zA-Z]+\.[\w.-]*)\$\{/g)) {
    for (const [key, domain] of domainOfKey) if (key.startsWith(m[1]!)) used.add(domain);
  }
  return used;
}

/** The domains a chunk's entry declares: its `catalogs = [a, b]`, each resolved to its definition. */
function declaredBy(entry: string): Set<string> {
  const source = read(entry);
  const list = /\bcatalogs(?::[^=]+)?\s*=\s*\[([^\]]*)\]/.exec(source)?.[1] ?? '';
  const names = list.split(',').map((name) => name.trim()).filter(Boolean);
  return new Set(
    names.map((name) => {
      const importFrom = new RegExp(`^import\\s+\\{[^}]*\\b${name}\\b[^}]*\\}\\s+from\\s+'([^']+)'`, 'm').exec(source)?.[1];
      const file = importFrom ? resolveImport(entry, importFrom) : entry;
      const catalog = file && catalogOf.get(`${file}#${name}`);
      if (!catalog) throw new Error(`${relative(ROOT, entry)}: ${name} in catalogs is not a catalog (export const ${name} = defineCatalog(…))`);
      return catalog.domain;
    }),
  );
}

interface Gap {
  chunk: string;
  file: string;
  domain: string;
}

/** Walks the chunks from start-up down: every domain a chunk uses is declared by it or by a chunk that loaded it. */
function findGaps(): { gaps: Gap[]; chunks: string[] } {
  const gaps: Gap[] = [];
  const visited = new Set<string>();
  const visit = (entry: string, inherited: Set<string>) => {
    if (visited.has(entry)) return;
    visited.add(entry);
    const declared = new Set([...inherited, ...declaredBy(entry)]);
    const files = closureOf(entry);
    for (const file of files) {
      for (const domain of domainsUsedBy(file)) if (!declared.has(domain)) gaps.push({ chunk: relative(ROOT, entry), file: relative(ROOT, file), domain });
    }
    for (const file of files) for (const target of importsOf(file).dynamics) if (!files.has(target)) visit(target, declared);
  };
  visit(START, new Set());
  return { gaps, chunks: [...visited].map((file) => relative(ROOT, file)) };
}

describe('text catalogs', () => {
  it('are declared by every chunk that shows their text, or by a chunk that loaded it', { timeout: 60_000 }, () => {
    const { gaps, chunks } = findGaps();
    // The walk reaches the pages and the modals (a sanity check of the walk itself).
    expect(chunks).toContain('client/features/auth/login-page.tsx');
    expect(chunks).toContain('client/widgets/reward-modal.tsx');
    // One line per chunk and domain.
    const missing = [...new Set(gaps.map((gap) => `${gap.chunk} needs ${gap.domain} (used in ${gap.file})`))];
    expect(missing).toEqual([]);
  });

  it('are values: no module adds a catalog as it is imported', () => {
    const offenders = sourcesOf(CLIENT).filter((file) => /^(?:void\s+)?addCatalogs\(/m.test(read(file)) && file !== START);
    expect(offenders.map((file) => relative(ROOT, file))).toEqual([]);
  });

  it('each page and modal of the tables declares its catalogs (lazyPage requires the export)', () => {
    for (const table of ['client/page-loaders.ts', 'client/modal-loaders.ts']) {
      for (const m of read(join(ROOT, table)).matchAll(/: \(\) => import\('([^']+)'\)/g)) {
        const page = resolveImport(join(ROOT, table), m[1]!)!;
        expect(read(page), relative(ROOT, page)).toMatch(/^export const catalogs\b/m);
      }
    }
  });

  it('a chunk that declares catalogs is loaded through lazyPage or withCatalogs, which add them', () => {
    const unwrapped: string[] = [];
    for (const file of sourcesOf(CLIENT)) {
      for (const m of read(file).matchAll(/import\(\s*'([^']+)'\s*\)/g)) {
        const target = resolveImport(file, m[1]!);
        if (!target || declaredBy(target).size === 0) continue;
        const before = read(file).slice(Math.max(0, m.index - 24), m.index);
        // The pages' table: routes.tsx calls its loaders only inside lazyPage (checked below).
        if ((file === PAGE_TABLE || file === MODAL_TABLE) && /\(\) => $/.test(before)) continue;
        if (!/(withCatalogs\(|lazyPage\(\(\) => )$/.test(before)) unwrapped.push(`${relative(ROOT, file)} → ${m[1]}`);
      }
    }
    expect(unwrapped).toEqual([]);
    expect(read(join(CLIENT, 'routes.tsx'))).toContain("lazyPage(() => import('./page-loaders').then((m) => m.PAGE_LOADERS[name]()))");
    expect(read(join(CLIENT, 'modal-registry.ts'))).toContain("lazyPage(() => import('./modal-loaders').then((m) => m.MODAL_LOADERS[name]()))");
  });

  it('finds a page that shows a catalog it does not declare', () => {
    // The auth login page's closure uses auth keys: without its declaration, the walk reports it.
    const login = join(CLIENT, 'features/auth/login-page.tsx');
    const used = new Set([...closureOf(login)].flatMap((file) => [...domainsUsedBy(file)]));
    expect(used).toContain('auth');
    expect(declaredBy(login)).toContain('auth');
  });
});
