import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/build/**', '**/.react-router/**', '.data/**', 'packages/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/storefront/**/*.tsx', 'apps/storefront/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The domain package holds pure rules: no I/O, no frameworks.
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'pg', 'drizzle-orm*', 'hono*', 'react*', '@toonbank/db', '@toonbank/api'] },
      ],
    },
  },
  {
    // API features import each other only through features/shared (what several features use: the acting
    // customer, product summaries, the computed cart, payment providers, ...) or lib; shared imports no feature.
    files: ['apps/api/src/features/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!shared/|\\.\\./)[^/]+/',
              message: 'Another API feature is reached only through features/shared (move what both use there).',
            },
            {
              regex: '^(\\.\\./)+features/(?!shared/)|^@toonbank/api/features/(?!shared/)',
              message: 'Another API feature is reached only through features/shared (move what both use there).',
            },
          ],
        },
      ],
    },
  },
);
