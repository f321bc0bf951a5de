import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const nodeOnly = {
  group: ['node:*', 'fs', 'path', 'crypto', 'http'],
  message: 'shared/ and web/ stay free of Node-only APIs.',
};
const serverSide = {
  group: ['express', 'knex', 'sqlite3', 'helmet', 'nodemailer', 'pino', '@shop/server', '@shop/server/*'],
  message: 'Only server/ uses server libraries.',
};
const browserSide = {
  group: ['react', 'react-*', 'dexie', 'dexie-*', 'leaflet', '@tanstack/*', 'workbox-*', '@shop/web', '@shop/web/*'],
  message: 'Only web/ uses browser libraries.',
};

const zodDirect = {
  group: ['zod', 'zod/*'],
  message: "Import z from shared/src/zod.ts: it sets zod up for the browser's CSP before any schema is built.",
};

const webPatterns = [
  nodeOnly,
  serverSide,
  { regex: '^(\\.\\./)+features/', message: 'A feature does not reach into another; pages in app/ compose features.' },
];

/** Raw SQL and driver error codes work on one database and not the other: they live in server/src/db/. */
const dialectOnlyInDb = [
  {
    // express.raw is the photo route's body parser, not SQL.
    selector: 'CallExpression[callee.property.name="raw"]:not([callee.object.name="express"])',
    message: 'Raw SQL lives in server/src/db/ (dialect.ts has rawRows and the dialect fragments).',
  },
  {
    selector: 'Literal[value=/^SQLITE_/]',
    message: 'Driver error codes are read in server/src/db/dialect.ts (isUniqueViolation, isBusy).',
  },
];

/** A versioned row is written compare-and-set on the version read, by one function in db/. */
const versionedWritesInDb = [
  {
    selector: 'CallExpression[callee.property.name="update"] > ObjectExpression > Property[key.name="version"]',
    message:
      'Write a versioned row with updateVersioned (server/src/db/versioned-update.ts): where id and the version read.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '.stryker-tmp*/**',
      'reports/**',
      '**/node_modules/**',
      '**/dist/**',
      'web/dist-ssr/**',
      'web/dev-dist/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      'bench/results.json',
    ],
  },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Dependencies point one way: server -> shared <- web.
    files: ['shared/src/**/*.ts'],
    ignores: ['shared/src/zod.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [nodeOnly, serverSide, browserSide, zodDirect] }] },
  },
  {
    files: ['server/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [browserSide] }] },
  },
  {
    // What differs between databases lives in db/ (dialect.ts): raw SQL and driver error codes
    // elsewhere would work on one database and not the other.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/db/**'],
    rules: {
      'no-restricted-syntax': ['error', ...dialectOnlyInDb, ...versionedWritesInDb],
    },
  },
  {
    // SQL lives in *.repository.ts files (and db/ for migrations and seeds): no query builder elsewhere.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.repository.ts', 'server/src/db/**', 'server/src/**/*.test.ts', 'server/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            browserSide,
            { group: ['knex'], allowTypeImports: true, message: 'Only *.repository.ts files and db/ use knex itself.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name=/^(db|trx|knex)$/]',
          message: 'Queries belong in a *.repository.ts file.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^(db|trx|knex)$/]',
          message: 'Queries belong in a *.repository.ts file.',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(raw|whereRaw|orderByRaw|schema)$/]:not([callee.object.name="express"])',
          message: 'Queries belong in a *.repository.ts file.',
        },
        ...dialectOnlyInDb,
        ...versionedWritesInDb,
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
    rules: { 'no-restricted-imports': ['error', { patterns: webPatterns }] },
  },
  // A feature uses another only through the files at the top of its api/ and components/ folders,
  // never its insides, and never a page.
  ...readdirSync('web/src/features').map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...webPatterns,
            {
              regex: `^@/features/(?!${feature}/)[^/]+/[^/]+/[^/]+/`,
              message: "Another feature's insides: use the files at the top of its api/ or components/.",
            },
            { group: ['@/app/*'], message: 'Features do not import pages; pages compose features.' },
          ],
        },
      ],
    },
  })),
  {
    // Dexie (the outbox's storage) and zod load with the first write or form that needs them, via
    // import(): imported statically they are part of the page's first load (each route's budget is
    // in the bench). Types may be imported anywhere.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/features/offline/**', 'web/src/sw.ts', 'web/src/sw/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['dexie', 'dexie-*'],
              allowTypeImports: true,
              message: 'The outbox is read through useOutboxQuery and written through submit-lazily.ts.',
            },
            {
              regex:
                '^@/features/offline/(api/(outbox-(db|live|drain|conflicts|lifecycle)|send-directly|submit)|components/outbox-sync)\\.tsx?$',
              allowTypeImports: true,
              message: 'The outbox code loads with the first write: use submit-lazily.ts, useOutboxQuery or import().',
            },
            {
              group: [
                '@shop/shared/zod',
                '@shop/shared/*/*.schema',
                '@shop/shared/validation/*',
                '@shop/shared/appointments/self-service',
              ],
              allowTypeImports: true,
              message: 'zod loads with the form or write that needs it: import() the schema there.',
            },
          ],
        },
      ],
    },
  },
  {
    // Small files and functions that fit a screen; data tables and schema definitions are exempt.
    files: ['**/*.{ts,tsx}'],
    ignores: ['shared/src/diagnostics/code-lists/**'],
    rules: { 'max-lines': ['error', { max: 250 }] },
  },
  {
    files: ['{web,server,shared}/src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'server/src/test/**',
      'shared/src/diagnostics/code-lists/**',
      'server/src/db/migrations.ts',
      'server/src/db/demo-data.ts',
    ],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // The shop's zone comes from GET /api/shop: a page that types one shows wrong dates elsewhere.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^(Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific)\\//]',
          message: "Use useShopZone(): the zone is the shop's configuration.",
        },
        {
          // Keys come from the queryOptions factories (or their key roots): a key typed by hand drifts.
          selector:
            'CallExpression[callee.property.name=/^(invalidateQueries|cancelQueries|refetchQueries|removeQueries|getQueriesData|setQueriesData)$/] Property[key.name="queryKey"] > ArrayExpression',
          message: 'Take the key from its queryOptions factory or its key root, not a typed array.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'server/src/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
