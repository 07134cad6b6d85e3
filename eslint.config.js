// @ts-check
/**
 * ESLint: the layout of docs/architecture.md §3 as rules (decision 0014), no import cycles,
 * React's hooks rules and typescript-eslint's recommended set. `npm run lint`.
 */
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Files that only tests load: they may import from anywhere (docs/architecture.md §3 tests/support). */
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', 'tests/**'];

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** docs/architecture.md §3: a feature imports no other feature; what two features share lives in src/api, components, lib. */
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'Features do not import each other (docs/architecture.md §3): move what both need to src/api, src/components or src/lib.',
}));

/** docs/decisions/0053-newcomer-polish.md: a text chosen by `n === 1 ? … : …` is a plural written by hand. */
const PLURAL_RULE = {
  selector:
    "ConditionalExpression[test.operator=/^[!=]==?$/][test.right.value=1]:matches([consequent.value=type(string)], [consequent.type='TemplateLiteral'], [alternate.value=type(string)], [alternate.type='TemplateLiteral'])",
  message: "Plurals come from contract/plural.ts: count(n, 'point', 'points') or pluralWord(n, 'day', 'days'), not `n === 1 ?`.",
};

/**
 * docs/decisions/0062-contract-imports.md: both sides import the contract one way, by file through
 * tsconfig.base.json's alias ('@contract/games'), never by a relative path ('../../contract/games').
 */
const CONTRACT_BY_ALIAS = {
  regex: '^(\\.\\./)+contract(/|$)',
  message: "Import the contract as '@contract/<file>' (docs/decisions/0062-contract-imports.md), not by a relative path.",
};

export default defineConfig(
  {
    ignores: ['node_modules/', 'dist/', 'coverage/', 'data/', 'test-results/', '.tmp/', 'server/db/migrations/'],
  },
  js.configs.recommended,
  // The recommended set without type information. The type-aware rules were measured: with the three
  // tsconfigs loaded a run took 3m23s instead of ~20 s, and of what no-floating-promises and
  // no-misused-promises found most was the usual noise (handleSubmit in onSubmit, navigate() and
  // refetch in handlers), so they are not worth a run of `npm test`.
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // An unused name is allowed when it says so (`_`), as in destructuring that drops a field.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
  {
    files: ['server/**', 'scripts/**', 'tools/**', 'tests/**', '*.config.{js,ts}', 'eslint.config.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/**', 'public/**/*.js', 'tests/support/client/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['sw/**'],
    languageOptions: { globals: globals.serviceworker },
  },

  // Imports: resolved as TypeScript resolves them (the @/ and @contract/ paths of tsconfig.base.json).
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads only .js files when it follows imports (no-cycle saw nothing).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.app.json', 'tsconfig.node.json', 'tsconfig.sw.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
  },
  {
    // No cycles in the code that runs. Only modules of this repository are followed (external
    // packages cannot import us back), which keeps the rule fast.
    files: ['server/**/*.ts', 'src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Production code never imports test code; tests (TEST_FILES) import whatever they need.
    files: ['**/*.{ts,tsx,js}'],
    ignores: [...TEST_FILES, '*.config.{js,ts}', 'eslint.config.js'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              // scripts/ too: what scripts and tests both use lives in tools/.
              target: ['./src', './server', './sw', './contract', './scripts', './tools'],
              from: './tests',
              message: 'Production code and scripts never import test helpers: what scripts and tests both use lives in tools/ (docs/architecture.md §3).',
            },
            {
              target: './src',
              from: './server',
              message: 'src and server never import each other; both import contract (docs/architecture.md §3).',
            },
            {
              target: './server',
              from: ['./src', './sw'],
              message: 'src and server never import each other; both import contract (docs/architecture.md §3).',
            },
            {
              target: './src',
              from: './sw',
              message: 'The app talks to the service worker by messages, never by importing it.',
            },
            {
              target: './sw',
              from: './src',
              except: ['./sw-shared'],
              message: 'sw imports only src/sw-shared, the code meant to be shared with it (docs/architecture.md §3).',
            },
            {
              // Whatever src/sw-shared imports ends up in the service worker too.
              target: './src/sw-shared',
              from: './src',
              except: ['./sw-shared'],
              message: 'src/sw-shared is bundled into the service worker: it imports nothing else of src.',
            },
            {
              target: './sw',
              from: './server',
              message: 'sw imports only the module shared with it (docs/architecture.md §3).',
            },
            ...featureZones,
            {
              // The app composes the features (routes, layout, the dialogs' hosts); a feature that
              // needs something of it gets it as a prop, or the thing moves to src/components or src/lib.
              target: './src/features',
              from: './src/app',
              message: 'Features do not import src/app, which composes them (docs/architecture.md §3): move what they share to src/components or src/lib.',
            },
            {
              target: './server/plugins',
              from: './server/modules',
              message: 'Server plugins sit below the modules and import none (docs/architecture.md §3): move what both use to server/lib.',
            },
            {
              target: './server/lib',
              from: ['./server/modules', './server/plugins'],
              message: 'server/lib sits below the plugins and the modules: it imports neither (docs/architecture.md §3).',
            },
            {
              // What features share sits below them (docs/architecture.md §3, decision 0010): it imports no feature
              // and not the app that composes them.
              target: ['./src/api', './src/components', './src/lib'],
              from: ['./src/features', './src/app'],
              message: 'src/api, src/components and src/lib sit below the features and the app: they import neither.',
            },
          ],
        },
      ],
    },
  },
  {
    // One style for contract imports everywhere but in contract/ itself (its files import './x').
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'sw/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts', 'tools/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [CONTRACT_BY_ALIAS] }],
    },
  },
  {
    // docs/architecture.md §3: "contract … Imports nothing but zod." (and its own files).
    files: ['contract/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|zod/|\\./)',
              message: 'contract imports nothing but zod and other contract files (docs/architecture.md §3).',
            },
          ],
        },
      ],
    },
  },

  {
    // One plural rule (contract/plural.ts, on Intl.PluralRules; decision 0053 found '1 points' and
    // '1 groups'): a text chosen by `n === 1 ? … : …` is written with count() / pluralWord() instead.
    // Flagged: a conditional testing `=== 1` / `!== 1` with a string or template branch. A sentence
    // that truly differs for one (not a plural) says why in an eslint-disable comment.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'sw/**/*.ts', 'contract/**/*.ts', 'scripts/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-syntax': [
        'error',
        PLURAL_RULE,
      ],
    },
  },
  {
    // One way to write dates, times and counts (docs/decisions/0059-dates-and-plurals.md): src/lib/format/,
    // Intl only where the person's locale decides. dayjs stays for Mantine's date pickers only (the game form's files).
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...TEST_FILES, 'src/lib/format/**', 'src/features/games/components/game-form/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'dayjs', message: 'Dates and times come from src/lib/format/dates.ts (dayjs is for the date pickers only).' }],
          // A later block's no-restricted-imports replaces an earlier one's: the contract rule again.
          patterns: [CONTRACT_BY_ALIAS],
        },
      ],
      // The plural rule again: a later block's no-restricted-syntax replaces an earlier one's.
      'no-restricted-syntax': [
        'error',
        PLURAL_RULE,
        {
          selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]",
          message: 'Dates and times come from src/lib/format/dates.ts: dateText(at, style).',
        },
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name=/^(DateTimeFormat|RelativeTimeFormat)$/]",
          message: 'Dates and times come from src/lib/format/dates.ts: dateText(at, style), timeAgo(at), timeAhead(n, unit).',
        },
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']",
          message: "Counts come from src/lib/format/numbers.ts: formatCount(n) ('1,234').",
        },
      ],
    },
  },

  // React: the rules of hooks and complete effect dependencies for the app's components and hooks.
  // Not the React Compiler rules of the plugin's recommended set (static-components, refs,
  // set-state-in-effect, …): they run the compiler over every file (12 of 30 s of a lint run here),
  // this app is not built with the compiler, and what they found was advice (a setState in an
  // effect), not broken hooks.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // An error, not the plugin's warning: a warning nobody must fix is a warning nobody reads.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
