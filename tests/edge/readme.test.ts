import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const readme = read('README.md');
const shellBlocks = [...readme.matchAll(/```sh\n([^`]*)```/g)].map((match) => match[1].trim());

describe("README's two commands", () => {
  it('install and start the app, and install and run every test', () => {
    expect(shellBlocks).toContain('npm ci && npm start');
    expect(shellBlocks).toContain('npm ci && npm test');
  });

  it('are what CI runs (.ci/run: npm ci, then npm test)', () => {
    const commands = read('.ci/run')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('npm '));
    expect(commands.slice(0, 2)).toEqual(['npm ci', 'npm test']);
  });

  it('stays short: history and dated figures live in docs/', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(260);
  });
});
