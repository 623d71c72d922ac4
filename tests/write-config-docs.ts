// `npm run docs:config`: rewrites README.md's configuration section (between <!-- config:start -->
// and <!-- config:end -->) from the table in edge/config-schema.ts. tests/edge/config-docs.test.ts
// fails until this has been run after a change to the table.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderConfigSection, withConfigSection } from '../edge/config-docs';

const readmePath = fileURLToPath(new URL('../README.md', import.meta.url));
const before = readFileSync(readmePath, 'utf8');
const after = withConfigSection(before, renderConfigSection());
if (after === before) {
  console.log('README.md: the configuration section is up to date');
} else {
  writeFileSync(readmePath, after);
  console.log('README.md: the configuration section was rewritten from edge/config-schema.ts');
}
