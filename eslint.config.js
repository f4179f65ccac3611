// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const generated = ['**/generated/**', '**/src/generated/*'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'packages/api-client/src/generated/**',
      '.kabuto/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/artifacts/**',
      '.visual-output/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      // Only packages/api-client reads its generated folder; everyone else imports the package root.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: generated, message: 'Import from @kabuto/api-client.' }] },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['packages/api-client/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The layer rule: the design system takes props; it never fetches, routes or talks to the API.
    files: ['packages/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@kabuto/api-client', message: 'packages/ui takes props; the app talks to the API.' },
            { name: '@kabuto/app', message: 'packages/ui must not depend on the app.' },
            { name: 'openapi-fetch', message: 'packages/ui takes props; the app talks to the API.' },
          ],
          patterns: [
            { group: ['@kabuto/api-client/*', '@kabuto/app/*'], message: 'packages/ui must not depend on them.' },
            { group: ['react-router', 'react-router-*', 'react-router/*'], message: 'Links take hrefs from the app.' },
            {
              group: ['@tanstack/react-query', '@tanstack/query-*', '@tanstack/*-query', 'swr', 'axios'],
              message: 'packages/ui does no data fetching.',
            },
            { group: generated, message: 'packages/ui does not use the API.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'packages/ui does no data fetching.' },
        { name: 'XMLHttpRequest', message: 'packages/ui does no data fetching.' },
        { name: 'EventSource', message: 'packages/ui does no data fetching.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'packages/ui does no data fetching.' },
        { object: 'globalThis', property: 'fetch', message: 'packages/ui does no data fetching.' },
      ],
    },
  },
  {
    // The app wires screens; styling lives in the design system.
    files: ['packages/app/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@vanilla-extract/*'], message: 'The app has no styling of its own; add it to packages/ui.' },
            { group: generated, message: 'Import from @kabuto/api-client.' },
          ],
        },
      ],
    },
  },
);
