// README.md's configuration section, generated from the table in config-schema.ts: written by
// `npm run docs:config` (tests/write-config-docs.ts), checked by tests/edge/config-docs.test.ts.
// Pure: the caller reads and writes the file.
import { EDGE_ENV, RATE_RULE_MAX, SANDBOX_ENV, type EnvSpec, type Scope } from './config-schema';

export const CONFIG_START = '<!-- config:start -->';
export const CONFIG_END = '<!-- config:end -->';

const SCOPES: Record<Scope, { label: string; meaning: string }> = {
  all: { label: 'all', meaning: 'every runtime (on Workers as `[vars]`)' },
  server: { label: 'not Workers', meaning: 'Node, Bun and Deno (on Workers the platform owns it)' },
  node: { label: 'Node only', meaning: 'the Node entry (the other entries refuse to start with it set)' },
  sandbox: {
    label: 'sandbox',
    meaning: 'the sandbox operator API, started by the Node entry when `UPSTREAM_URL` is unset, or alone by `npm run dev:sandbox`',
  },
};

const code = (text: string | number) => `\`${text}\``;

function values(spec: EnvSpec): string {
  switch (spec.kind) {
    case 'int':
      return `${spec.min}..${spec.max}${spec.notBelow ? `, not below ${code(spec.notBelow)}` : ''}`;
    case 'int-or-auto':
      return `${code('auto')} or ${spec.min}..${spec.max}`;
    case 'flag':
      return `${code(1)} or ${code(0)}`;
    case 'text':
      return spec.rule;
    case 'path':
      return 'a path';
    case 'url':
      return 'http(s) URL, no query, fragment or credentials';
    case 'https-origin':
      return 'https origin, no path';
    case 'redis-url':
      return `${code('redis://')} or ${code('rediss://')} URL`;
    case 'rate':
      return `${code('BURST,PER_MINUTE')} (each 1..${RATE_RULE_MAX}) or ${code('off')}`;
    case 'off-switch':
      return `${code(0)}: off`;
  }
}

function shownDefault(spec: EnvSpec): string {
  switch (spec.kind) {
    case 'int':
    case 'int-or-auto':
    case 'text':
    case 'path':
      return code(spec.default);
    case 'flag':
      return code(spec.default ? 1 : 0);
    case 'rate':
      return code(spec.default ? `${spec.default.burst},${spec.default.perMinute}` : 'off');
    case 'off-switch':
      return 'on';
    case 'url':
    case 'https-origin':
    case 'redis-url':
      return 'unset';
  }
}

/** `A`, `B` and `C`. */
const list = (names: string[]) => names.map(code).join(', ').replace(/, ([^,]*)$/, ' and $1');

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The section between the markers (markers excluded), ending with a newline. */
export function renderConfigSection(): string {
  const rows = Object.entries({ ...EDGE_ENV, ...SANDBOX_ENV } as Record<string, EnvSpec>).map(
    ([name, spec]) => `| ${code(name)} | ${cell(values(spec))} | ${cell(shownDefault(spec))} | ${SCOPES[spec.where].label} | ${cell(spec.description)} |`,
  );
  const scopes = (Object.keys(SCOPES) as Scope[]).map((scope) => `- **${SCOPES[scope].label}**: ${SCOPES[scope].meaning}.`);
  return [
    '<!-- Generated from edge/config-schema.ts by `npm run docs:config`: edit the table there, not here. -->',
    '',
    'Every runtime entry reads them through `edge/config.ts`. An invalid value stops the start with a message naming the',
    `variable and what it accepts; a blank value counts as unset. ${list(Object.keys(SANDBOX_ENV))} are read by the sandbox itself:`,
    'the edge does not check them. "where" says where a variable applies:',
    '',
    ...scopes,
    '',
    '| variable | values | default | where | meaning |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

/** `readme` with its configuration section replaced by `section`; throws when the markers are missing. */
export function withConfigSection(readme: string, section: string): string {
  const start = readme.indexOf(CONFIG_START);
  const end = readme.indexOf(CONFIG_END);
  if (start < 0 || end < start) throw new Error(`README.md needs the markers ${CONFIG_START} and ${CONFIG_END}, in that order`);
  return `${readme.slice(0, start + CONFIG_START.length)}\n${section}${readme.slice(end)}`;
}
