import { LAZY_LAYOUT_ATTRIBUTE } from '@styles/tokens'

/**
 * Runs in <head>: a skipped section's height is an estimate, so skipping layout is on only for a
 * fresh visit to the top, and off for good before any jump (docs/decisions/0018-content-visibility-auto.md).
 */
function lazyLayout(attribute: string): void {
  const root = document.documentElement
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  if (location.hash || (navigation && navigation.type !== 'navigate')) return
  root.setAttribute(attribute, '')
  const layOutEverything = () => root.removeAttribute(attribute)
  addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null
      if (target?.closest?.('a[href^="#"]')) layOutEverything()
    },
    true,
  )
  // A fragment typed into the address bar: scroll to it again once every section is laid out.
  addEventListener('hashchange', () => {
    if (!root.hasAttribute(attribute)) return
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)))
    if (!target) return
    layOutEverything()
    target.scrollIntoView()
  })
}

/** The inline script, rendered once on the server (ScriptOnce); the CSP allows it by hash. */
export const lazyLayoutScript = `(${lazyLayout.toString()})(${JSON.stringify(LAZY_LAYOUT_ATTRIBUTE)})`
