// Guards what .size-limit.json measures: the first paint of / must load only the entry chunk
// (dist/client/assets/entry-*.js). If the build ever preloads another chunk from index.html, the
// size budget would silently miss it, so this fails and says which files to add.
import { readFileSync } from 'node:fs';

const html = readFileSync(new URL('../dist/client/index.html', import.meta.url), 'utf8');
const scripts = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]);
const outside = scripts.filter((src) => !/^\/assets\/entry-[\w-]+\.js$/.test(src));
if (scripts.length === 0) {
  console.error('check-first-paint: index.html loads no entry script');
  process.exit(1);
}
if (outside.length > 0) {
  console.error(`check-first-paint: index.html eagerly loads ${outside.join(', ')}, which .size-limit.json does not measure`);
  process.exit(1);
}
console.log(`check-first-paint: index.html loads only ${scripts.join(', ')}`);
