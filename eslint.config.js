import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist/', 'examples/*/dist/', 'examples/*/node_modules/', 'node_modules/', 'public/mockServiceWorker.js', '.vitest/', 'coverage/', '.tmp/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Only the api client calls fetch.' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/mocks', '**/mocks/**', '**/stories/**'], message: 'src never imports mocks or stories.' },
          ],
        },
      ],
    },
  },
  {
    // Pages sit below the app: the app composes them, a page never reaches up into it.
    files: ['src/pages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app', '**/app/**'], message: 'Pages never import the app (the route module contract lives in src/pages/routeModule.ts).' },
            { group: ['**/mocks', '**/mocks/**', '**/stories/**'], message: 'src never imports mocks or stories.' },
          ],
        },
      ],
    },
  },
  {
    // A route module is in every page's first load: it holds data and lazy imports only. Its
    // loader comes through lazyLoader, so the calls, their schemas and zod load with the page.
    files: ['src/pages/**/route.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app', '**/app/**'], message: 'Pages never import the app (the route module contract lives in src/pages/routeModule.ts).' },
            { group: ['**/mocks', '**/mocks/**', '**/stories/**'], message: 'src never imports mocks or stories.' },
            {
              group: ['**/api', '**/api/**', '**/*Loader', '**/*Data', '**/*loader*', '**/shared/**', '**/notFoundResponse', '!**/lazyLoader'],
              allowTypeImports: true,
              message: "A route.ts names its loader through lazyLoader(() => import('./<page>Loader'), '<page>Loader'): what the loader imports stays out of the first load.",
            },
          ],
        },
      ],
    },
  },
  {
    // The import directions of ARCHITECTURE.md: components are pure, src never imports mocks or stories.
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api', '**/api/**', '**/machines/**', '**/session', '**/session/**', '**/pages/**'],
              message: 'Components are pure: props in, callbacks out.',
            },
            { group: ['**/mocks', '**/mocks/**', '**/stories/**'], message: 'src never imports mocks or stories.' },
          ],
        },
      ],
    },
  },
);
