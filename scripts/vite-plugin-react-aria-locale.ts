import type { Plugin } from 'vite'

/**
 * react-aria reads the browser's locale when its i18n module loads, and checks that the tag is
 * well formed with `Intl.DateTimeFormat.supportedLocalesOf`, throwing the answer away. That call
 * makes V8 list every locale ICU has for dates: 20 to 110 ms on the main thread, the single
 * longest task of the page's start under Lighthouse's 4x CPU slowdown. `Intl.getCanonicalLocales`
 * throws the same RangeError for the same malformed tags, without the list (0.1 ms).
 *
 * The build fails if react-aria's code no longer has the call, so an upgrade cannot drop the
 * change silently; take the plugin out then, if react-aria fixed it upstream.
 */
export const REACT_ARIA_DEFAULT_LOCALE = /react-aria\/dist\/private\/i18n\/useDefaultLocale\.mjs$/
const EXPENSIVE_CHECK = 'Intl.DateTimeFormat.supportedLocalesOf('
const CHEAP_CHECK = 'Intl.getCanonicalLocales('

export function cheaperLocaleCheck(code: string, file: string): string {
  if (!code.includes(EXPENSIVE_CHECK)) {
    throw new Error(
      `${file}: no longer calls ${EXPENSIVE_CHECK}); remove scripts/vite-plugin-react-aria-locale.ts if react-aria changed it`,
    )
  }
  return code.replaceAll(EXPENSIVE_CHECK, CHEAP_CHECK)
}

export function reactAriaLocale(): Plugin {
  return {
    name: 'culture-coded:react-aria-locale',
    apply: 'build',
    transform(code, id) {
      const file = id.split('?')[0]!.replaceAll('\\', '/')
      if (!REACT_ARIA_DEFAULT_LOCALE.test(file)) return null
      return { code: cheaperLocaleCheck(code, file), map: null }
    },
  }
}
