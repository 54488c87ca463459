import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import playwright from 'eslint-plugin-playwright'
import prettier from 'eslint-config-prettier'
import globals from 'globals'

// What code that reaches the browser may not import: a `*.server.ts` module holds secrets,
// database clients or Node-only code (tanstack.com keeps a script for the same rule).
const reactAriaOutsideUi = {
  name: 'react-aria-components',
  message: 'Wrap the primitive once in app/ui/ and import the wrapper instead.',
}
const serverOnly = {
  group: ['**/*.server', '**/*.server.ts'],
  message:
    'Client code never imports a *.server.ts module; call it through a server function (*.functions.ts).',
}

const httpNotSignup = {
  group: ['~/signup/*', '**/signup/*'],
  message: 'app/http never imports app/signup; pass what it needs in.',
}

// The data layer is a room of its own (db/): the site, the server and the CLI call it through one
// door and it calls none of them; lib/ holds what both sides share and imports neither.
const SITE = ['./app', './server', './cli']
const storeRoomZones = [
  {
    target: './db',
    from: SITE,
    message: 'db/ never imports the site, the server or the CLI; pass what it needs in.',
  },
  {
    target: SITE,
    from: './db/store',
    except: ['./store.server.ts'],
    message: 'Import the store through its one door, db/store/store.server.ts.',
  },
  { target: './lib', from: [...SITE, './db'], message: 'lib/ is shared by both sides and imports neither.' },
]

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-cloudflare/',
      'dist-netlify/',
      '.vercel/',
      '.netlify/',
      '.wrangler/',
      '.tanstack/',
      '.data/',
      'test-results/',
      'playwright-report/',
      'app/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Import cycles, across folders and within one.
    files: ['**/*.{ts,tsx,mts,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: storeRoomZones }],
    },
  },
  {
    // A promise nobody awaits loses its failure. Type-aware, so TypeScript files only.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    files: ['app/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // HTML's autofocus, not react-aria's: a menu opened from its button focuses an item by design.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // Colours and breakpoints are tokens in styles/; the site and the content use vars.* only.
    files: ['app/**/*.{ts,tsx}', 'content/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^#[0-9a-fA-F]{3,8}$/]',
          message: 'A colour is a token: add it to styles/ and use vars.*.',
        },
        {
          selector: 'Literal[value=/\\((min|max)-width:\\s*[\\d.]+px\\)/]',
          message: 'A breakpoint is a token: use the one in styles/.',
        },
        {
          selector: 'TemplateElement[value.raw=/\\((min|max)-width:\\s*[\\d.]+px\\)/]',
          message: 'A breakpoint is a token: use the one in styles/.',
        },
      ],
    },
  },
  {
    // Client code: everything in app/ the browser bundle can reach.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.server.ts', 'app/**/*.functions.ts', 'app/server.ts', 'app/start.ts', 'app/edge/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [reactAriaOutsideUi],
          patterns: [serverOnly],
        },
      ],
    },
  },
  {
    // The wrappers may import react-aria-components, but take content through props.
    files: ['app/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverOnly,
            {
              group: ['@content/*', '**/content/*'],
              allowTypeImports: true,
              message: 'app/ui/ takes content through props.',
            },
          ],
        },
      ],
    },
  },
  {
    // What every answer gets (app/http) knows nothing of the sign-up: folders import one way only.
    files: ['app/http/**/*.ts'],
    ignores: ['app/http/**/*.server.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [reactAriaOutsideUi], patterns: [serverOnly, httpNotSignup] },
      ],
    },
  },
  {
    files: ['app/http/**/*.server.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [httpNotSignup] }] },
  },
  {
    // Content is data: it never depends on the site that shows it.
    files: ['content/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['~/*', '**/app/*', '**/app/**'], message: 'content/ never imports app/.' }] },
      ],
    },
  },
  {
    // Tests wait on state, never on the clock.
    files: ['tests/**/*.{ts,tsx,mjs}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'NewExpression[callee.name="Promise"] > ArrowFunctionExpression > CallExpression[callee.name="setTimeout"]',
          message: 'No fixed sleeps: wait on state, expect.poll, page.clock or fake timers.',
        },
        {
          // Playwright's plugin covers tests/e2e; this covers vitest's it, test and describe.
          selector:
            'MemberExpression[object.name=/^(it|test|describe)$/][property.name=/^(only|skip|skipIf|runIf|todo)$/]',
          message: 'No focused, skipped or to-do tests: every test runs every time.',
        },
      ],
    },
  },
  {
    files: ['tests/e2e/**/*.ts'],
    plugins: { playwright },
    rules: {
      'playwright/no-wait-for-timeout': 'error',
      'playwright/missing-playwright-await': 'error',
      'playwright/no-focused-test': 'error',
      'playwright/no-skipped-test': 'error',
    },
  },
  prettier,
)
