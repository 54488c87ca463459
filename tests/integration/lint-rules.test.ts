// The house rules ESLint keeps (eslint.config.js), each fed code that breaks it under the path of
// a real file (type-aware rules need a file the project knows). A rule that stops matching after an
// upgrade or a config edit fails here rather than going quiet.
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const cwd = `${import.meta.dirname}/../..`
const TYPE_AWARE_RULE = '@typescript-eslint/no-floating-promises'
// Only the one type-aware rule needs a TypeScript program. The other rules are checked without
// one, and it on a file of the floor's small project (tools/bench/floor/tsconfig.json), so this
// file never builds the whole project's program, which `eslint .` in npm test's checks builds.
const withoutTypes = new ESLint({
  cwd,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { [TYPE_AWARE_RULE]: 'off' },
  },
})
const withTypes = new ESLint({ cwd })

async function rulesBroken(filePath: string, code: string, eslint = withoutTypes): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message)
}

describe('lint keeps the house', { timeout: 180_000 }, () => {
  it('refuses a *.server.ts import in client code', async () => {
    expect(
      await rulesBroken('app/sections/hero/Hero.tsx', "export { getStore } from '~/signup/store.server'\n"),
    ).toContain('no-restricted-imports')
  })

  it('keeps app/http from importing app/signup, so the two folders import one way', async () => {
    expect(
      await rulesBroken('app/http/methods.ts', "export { signupSubmissionSchema } from '~/signup/schema'\n"),
    ).toContain('no-restricted-imports')
  })

  it('refuses content that imports the app', async () => {
    expect(await rulesBroken('content/site.ts', "export { absoluteUrl } from '../app/lib/seo'\n")).toContain(
      'no-restricted-imports',
    )
  })

  it('refuses content in app/ui/ other than through props', async () => {
    expect(await rulesBroken('app/ui/Button.tsx', "export { site } from '@content/site.ts'\n")).toContain(
      'no-restricted-imports',
    )
  })

  it('refuses a hex colour or a pixel breakpoint outside styles/', async () => {
    expect(await rulesBroken('app/lib/seo.ts', "export const colour = '#ff00aa'\n")).toContain(
      'no-restricted-syntax',
    )
    expect(await rulesBroken('app/lib/seo.ts', "export const query = '(min-width: 768px)'\n")).toContain(
      'no-restricted-syntax',
    )
  })

  it('refuses a fixed sleep in a test', async () => {
    expect(
      await rulesBroken(
        'tests/unit/highlights.test.ts',
        'await new Promise((resolve) => setTimeout(resolve, 100))\n',
      ),
    ).toContain('no-restricted-syntax')
    expect(
      await rulesBroken(
        'tests/e2e/hero.spec.ts',
        "import { test } from '@playwright/test'\ntest('x', async ({ page }) => {\n  await page.waitForTimeout(100)\n})\n",
      ),
    ).toContain('playwright/no-wait-for-timeout')
  })

  it('refuses a promise nobody awaits', async () => {
    expect(
      await rulesBroken(
        'tools/bench/floor/app/floor.css.ts',
        'async function save() {}\nexport function run() {\n  save()\n}\n',
        withTypes,
      ),
    ).toContain(TYPE_AWARE_RULE)
  })

  it('keeps the store from importing the site, the server or the CLI', async () => {
    expect(
      await rulesBroken(
        'db/store/supabaseStore.server.ts',
        "import { getConfig } from '../../app/config.server.ts'\nexport const config = getConfig\n",
      ),
    ).toContain('import-x/no-restricted-paths')
    expect(
      await rulesBroken('db/store/types.ts', "export { PAGE_SIZE } from '../../cli/sources.ts'\n"),
    ).toContain('import-x/no-restricted-paths')
  })

  it('lets the site and the CLI reach the store only through its one door', async () => {
    expect(
      await rulesBroken('cli/sources.ts', "export { SIGNUPS_TABLE } from '../db/store/postgres.ts'\n"),
    ).toContain('import-x/no-restricted-paths')
    expect(
      await rulesBroken('cli/sources.ts', "export { SIGNUPS_TABLE } from '../db/store/store.server.ts'\n"),
    ).not.toContain('import-x/no-restricted-paths')
  })

  it('refuses an import cycle', async () => {
    expect(
      await rulesBroken(
        'app/lib/seo.ts',
        "import { teamPageHead } from '~/sections/team-page/teamPage'\nexport const x = teamPageHead\n",
      ),
    ).toContain('import-x/no-cycle')
  })
})
