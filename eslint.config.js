import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The storefront reads data only through the API, never from the database package. */
const NO_DATABASE = { group: ['@toonbank/db', '@toonbank/db/*'], message: 'The storefront never reads the database: ask the API.' };

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
    // The storefront talks to the API through the typed client and the API's exported types; it never reads the
    // database itself, and it never claims an API answer's type with a double cast (a contract change must fail to
    // compile, not at run time).
    files: ['apps/storefront/**/*.ts', 'apps/storefront/**/*.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_DATABASE] }] },
  },
  {
    files: ['apps/storefront/app/**/*.ts', 'apps/storefront/app/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSAsExpression > TSAsExpression.expression > TSUnknownKeyword.typeAnnotation',
          message: "No 'as unknown as': take the API's type (@toonbank/api/types, readData, readDataAs).",
        },
      ],
    },
  },
  {
    // The storefront's lib is the layer below components and routes: it never imports them.
    files: ['apps/storefront/app/lib/**/*.ts', 'apps/storefront/app/lib/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_DATABASE,
            {
              group: ['**/components/**', '**/routes/**'],
              message: 'app/lib never imports components or routes: move what both need into app/lib.',
            },
          ],
        },
      ],
    },
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
