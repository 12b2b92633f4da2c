import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', 'playwright-report/**', 'scripts/.shot.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    // Boundaries of ARCHITECTURE.md: axios only in shared-lib; remotes never import each other. React
    // Router and rxjs are singletons shared through shared-lib (webpack.preset.js): a direct import would
    // bundle a second copy.
    files: ['shell/src/**', 'mfe-*/src/**'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [
          { name: 'axios', message: 'Use a *.resource.ts function from @rv/shared-lib.' },
          { name: 'react-router-dom', message: 'Import the router from @rv/shared-lib/router (its one copy in the page).' },
          { name: 'rxjs', message: 'Use the event bus from @rv/shared-lib (its one copy of rxjs).' },
          { name: 'zustand/middleware', message: 'Import persist and createJSONStorage from @rv/shared-lib (its one copy).' },
        ],
        patterns: [{ group: ['@rv/mfe-*', '../../mfe-*', '../mfe-*'], message: 'Remotes talk through exposed modules, the bus or shared stores.' }],
      }],
    },
  },
  {
    // The UI kit draws only (ARCHITECTURE.md, who may import whom): React and @rv/domain, what else it
    // needs comes in as props. The import rules (.dependency-cruiser.cjs) hold the same line in npm test.
    files: ['ui-kit/src/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: ['axios', 'single-spa', 'react-router-dom', 'rxjs', 'zustand'].map((name) => ({ name, message: 'The UI kit imports React and @rv/domain only.' })),
        patterns: [{ group: ['@rv/shared-lib', '@rv/shared-lib/*', '@rv/mfe-*', '@rv/shell', '@rv/api'], message: 'The UI kit imports no platform code and no part: take what it needs as props.' }],
      }],
    },
  },
  {
    files: ['scripts/**', 'api/scripts/**', 'e2e/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-console': 'off' },
  },
);
