/**
 * Runs in the browser as an inline script (deferEntryScript.ts renders its source): asks for the
 * entry module and its preloads once the hero poster has loaded and been painted, or after
 * `maxWaitMs` whatever happens, so a poster that never answers cannot keep the page from hydrating.
 */
export function loadEntryAfterPoster(entry: string, preloads: readonly string[], maxWaitMs: number): void {
  let hasStarted = false
  const start = () => {
    if (hasStarted) return
    hasStarted = true
    for (const href of preloads) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.appendChild(link)
    }
    const script = document.createElement('script')
    script.type = 'module'
    script.async = true
    script.src = entry
    document.head.appendChild(script)
  }
  const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)))
  const poster = document.querySelector<HTMLImageElement>('img[fetchpriority=high]')
  if (!poster || poster.complete) afterPaint()
  else {
    poster.addEventListener('load', afterPaint)
    poster.addEventListener('error', afterPaint)
  }
  setTimeout(start, maxWaitMs)
}
