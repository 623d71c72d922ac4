// Every call in the contract has a client function in client/api/calls.ts, and some store or
// helper outside client/api/ uses it; call names appear nowhere else in the client.
// (The sandbox side of the same rule is tested in tests/edge/sandbox.)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALLS } from '../../../client/api/contract';
import * as calls from '../../../client/api/calls';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const clientDir = join(__dirname, '../../../client');
const outsideApi = sourceFiles(clientDir)
  .filter((file) => !file.includes(`${sep}api${sep}`))
  .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
const callsSource = readFileSync(join(clientDir, 'api', 'calls.ts'), 'utf8');

/** The exported function of calls.ts that posts `call`. */
function functionFor(call: string): string | undefined {
  const escaped = call.replace(/\//g, '\\/');
  return new RegExp(`export const (\\w+) = /\\*#__PURE__\\*/ caller\\('${escaped}'\\)`).exec(callsSource)?.[1];
}

describe('contract coverage (client)', () => {
  it.each(Object.keys(CALLS))('%s has a client function that the app uses', (call) => {
    const name = functionFor(call);
    expect(name, `no function for ${call} in client/api/calls.ts`).toBeDefined();
    expect(typeof (calls as Record<string, unknown>)[name!]).toBe('function');
    const users = outsideApi.filter(({ text }) => new RegExp(`\\bapi\\.${name}\\(|\\{[^}]*\\b${name}\\b[^}]*\\} from '[./]*api/calls'`).test(text));
    expect(users.length, `${call} (${name}) is never used outside client/api/`).toBeGreaterThan(0);
  });

  it('no call name is written outside client/api/', () => {
    const offenders = outsideApi.filter(({ text }) => /\bpost\(\s*['"]/.test(text)).map(({ file }) => file);
    expect(offenders).toEqual([]);
  });
});
