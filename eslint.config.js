import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

const WEB_SRC = 'apps/web/src';
/** Every web feature folder; each gets its own import zone below. */
const webFeatures = readdirSync(new URL(`./${WEB_SRC}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SHARED_MESSAGE = 'src/shared must not import features; move the code to shared or pass it in from the caller.';
const APP_RULE = {
  group: ['@/app', '@/app/**'],
  message: 'Only src/app (and main.tsx) may import src/app: it composes features, not the other way round.',
};
/**
 * The web app's import patterns: a parent-relative path ('../x') is never allowed, so that a
 * zone can't be left unseen; anything outside a file's own folder is imported as '@/…'.
 */
const webImportRules = (...zones) => [
  {
    regex: String.raw`^\.{1,2}/(.*/)?\.\.(/|$)|^\.\.(/|$)`,
    message: "Import from outside this folder through '@/…' (docs/architecture.md §8), not a '../' path.",
  },
  ...zones,
];

/**
 * The API's modules from the bottom up: a module may read another only through its `queries.ts`,
 * and only one listed before it — so no loop and no upward import can creep in.
 */
const API_MODULES = [
  'users',
  'classes',
  'files',
  'submissions',
  'tasks',
  'videos',
  'stats',
  'gradebook',
  'profile',
  'auth',
  'ai',
  'backup',
  'health',
];

const modulePatterns = (name, index) => {
  const above = API_MODULES.slice(index + 1);
  return [
    {
      regex: String.raw`^\.\./(?!\.\.)[^/]+/(?!queries$)`,
      message: 'Another module is read only through its queries.ts.',
    },
    ...(above.length
      ? [
          {
            regex: String.raw`^\.\./(${above.join('|')})/`,
            message: `Upward import: "${name}" sits below these modules (see API_MODULES in eslint.config.js).`,
          },
        ]
      : []),
    { regex: String.raw`^\.\./\.\./app$`, message: 'Modules do not import the app that composes them.' },
  ];
};

const moduleRules = API_MODULES.flatMap((name, index) => [
  {
    files: [`apps/api/src/modules/${name}/**/*.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: modulePatterns(name, index) }] },
  },
  {
    // Services, repositories and query modules know nothing of HTTP: routes parse, services decide.
    files: [`apps/api/src/modules/${name}/{service,repository,queries}.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'fastify', message: 'Services take (deps, actor, input); the route speaks HTTP.' }],
          patterns: [
            ...modulePatterns(name, index),
            { regex: String.raw`^\.\./\.\./plugins/`, message: 'Services do not use Fastify plugins.' },
          ],
        },
      ],
    },
  },
]);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.tmp/**', 'data/**', 'data-demo/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // The push service worker (plain JavaScript, served as is) runs in the worker's scope.
  { files: ['apps/web/public/sw.js'], languageOptions: { globals: { ...globals.serviceworker } } },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: webImportRules() }],
    },
  },
  {
    // Every visible string comes from the catalogue (apps/web/src/shared/i18n): JSX text and the
    // props a person reads or hears. Numbers, punctuation and names in capitals (PDF) pass.
    files: [`${WEB_SRC}/**/*.tsx`],
    ignores: [`${WEB_SRC}/**/*.test.tsx`, `${WEB_SRC}/test/**`],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'label',
              'placeholder',
              'title',
              'alt',
              'description',
              'error',
              'message',
              'aria-label',
              'aria-description',
              'aria-valuetext',
              'confirmLabel',
              'cancelLabel',
            ],
          },
          // Arguments of these calls are keys and field names, not text.
          callees: {
            exclude: ['t', 'i18n(ext)?', 'getInputProps', 'field', 'setFieldValue', 'startsWith', 'includes'],
          },
          message: 'A visible string must come from the i18n catalogue: use t(…).',
        },
      ],
    },
  },
  // Imports flow app → features → shared (docs/architecture.md §8): shared/ imports neither features/ nor app/ ...
  {
    files: [`${WEB_SRC}/shared/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: webImportRules({ group: ['@/features', '@/features/**'], message: SHARED_MESSAGE }, APP_RULE) },
      ],
    },
  },
  // ... and a feature imports no other feature, nor app/.
  ...webFeatures.map((feature) => ({
    files: [`${WEB_SRC}/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: webImportRules(
            {
              group: ['@/features/*', `!@/features/${feature}`],
              message: `Features must not import each other (this is features/${feature}); compose them in src/app/routes or move what is truly shared to src/shared.`,
            },
            APP_RULE,
          ),
        },
      ],
    },
  })),
  {
    // Server code reads the environment only through config.ts.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/config.ts', 'apps/api/src/test/**', 'apps/api/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config.ts.' },
      ],
    },
  },
  ...moduleRules,
  {
    // Infrastructure sits below the modules: it never imports a module; app.ts injects what it needs.
    files: ['apps/api/src/plugins/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: String.raw`^\.\./(modules/|app$)`, message: 'Plugins never import a module or the app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/{storage,db,lib}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^\.\./(modules/|plugins/|app$)`,
              message: 'storage, db and lib sit below plugins and modules.',
            },
          ],
        },
      ],
    },
  },
);
