import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REACT_ARIA_DEFAULT_LOCALE, cheaperLocaleCheck } from '../../scripts/vite-plugin-react-aria-locale.ts'

const installed = join(
  createRequire(import.meta.url).resolve('react-aria/package.json'),
  '..',
  'dist/private/i18n/useDefaultLocale.mjs',
).replaceAll('\\', '/')

describe("react-aria's locale check at start", () => {
  it('finds the installed module and swaps the locale list for the cheap check', () => {
    expect(installed).toMatch(REACT_ARIA_DEFAULT_LOCALE)
    const code = cheaperLocaleCheck(readFileSync(installed, 'utf8'), installed)
    expect(code).not.toContain('supportedLocalesOf')
    expect(code).toContain('Intl.getCanonicalLocales([')
  })

  it('rejects and accepts the same locale tags as the check it replaces', () => {
    for (const malformed of ['en_US!', '', 'x', 'de-DE-u-']) {
      expect(() => Intl.DateTimeFormat.supportedLocalesOf([malformed])).toThrow(RangeError)
      expect(() => Intl.getCanonicalLocales([malformed])).toThrow(RangeError)
    }
    for (const wellFormed of ['en-US', 'fr', 'zh-Hant-TW', 'ar-EG', 'tlh']) {
      expect(() => Intl.DateTimeFormat.supportedLocalesOf([wellFormed])).not.toThrow()
      expect(() => Intl.getCanonicalLocales([wellFormed])).not.toThrow()
    }
  })

  it('fails the build, naming the file, when react-aria no longer makes the call', () => {
    expect(() =>
      cheaperLocaleCheck('let locale = navigator.language', 'node_modules/react-aria/x.mjs'),
    ).toThrow(/node_modules\/react-aria\/x\.mjs: no longer calls/)
  })
})
