// ESLint (flat config), run by `npm run lint` inside `npm test`: typescript-eslint's recommended
// rules, with type information for the checks that need it (a promise nobody awaits or handles, a
// promise where a void callback is expected), no `any`, and the rules of hooks.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'dist-react/**', 'node_modules/**', '.data/**', 'public/**', 'coverage/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    // The one tsconfig as a plain program, built once in ESLint's single run: the project service
    // (`projectService`) keeps a language-service project and opens every file in it, for the same
    // program and findings at about 15 % more CPU (docs/measurements.md).
    languageOptions: { parserOptions: { project: './tsconfig.json', tsconfigRootDir: import.meta.dirname } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // act() runs its callback and flushes at once; its promise only matters for async callbacks.
      '@typescript-eslint/no-floating-promises': ['error', { allowForKnownSafeCalls: [{ from: 'package', name: 'act', package: '@testing-library/preact' }, { from: 'package', name: 'act', package: 'preact/test-utils' }] }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // `_name` marks a value left out on purpose (a rest spread that drops fields, an unused parameter).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' }],
      // The URL and text checks look for control characters on purpose.
      'no-control-regex': 'off',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The app runs on Preact itself (issue 25): importing preact/compat (or `react`, its alias) would
    // bring 1.4 kB and install compat's option hooks, which then run for every element rendered.
    files: ['client/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'preact/compat'].map((name) => ({ name, message: 'Import from preact, preact/hooks or client/lib/memo.ts: compat runs its hooks on every element (docs/decisions.md, issue 25).' })),
          patterns: [{ group: ['react/*', 'react-dom/*', 'preact/compat/*'], message: 'The app loads no preact/compat (docs/decisions.md, issue 25).' }],
        },
      ],
    },
  },
  {
    // Plain JavaScript (build and measure scripts, the service worker's helpers): no type information.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    // Node scripts, and the functions they hand a browser page (Lighthouse's setup, the preload helper).
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Tests read loosely typed JSON answers and browser globals (window.FB...) as they come.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Playwright's fixtures call `use`, which is no React hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
