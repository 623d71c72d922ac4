// For `npm run size:react` only: the same app compiled against React 18 and react-dom instead of
// preact/compat, so the first-paint sizes can be compared. JSX goes to react/jsx-runtime, `react`
// resolves to the copy installed in .data/, and `preact`/`preact/hooks` to React shims.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import type { PluginOption } from 'vite';

export function reactInstead(reactDir: string): PluginOption[] {
  const modules = join(reactDir, 'node_modules');
  const shims = fileURLToPath(new URL('react-compare', import.meta.url));
  return [
    preact({ jsxImportSource: 'react', reactAliasesEnabled: false, prefreshEnabled: false }),
    {
      name: 'react-instead-of-preact',
      enforce: 'pre',
      config: () => ({
        resolve: {
          alias: [
            { find: /^preact\/hooks$/, replacement: join(shims, 'hooks.js') },
            { find: /^preact\/compat$/, replacement: join(modules, 'react') },
            { find: /^preact$/, replacement: join(shims, 'preact.js') },
            { find: /^react-dom(\/.*)?$/, replacement: join(modules, 'react-dom$1') },
            { find: /^react(\/.*)?$/, replacement: join(modules, 'react$1') },
          ],
        },
      }),
    },
  ];
}
