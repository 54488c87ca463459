export const BROKEN_IMAGE_MARKER = 'data-broken'

/** Runs in <head>: marks images that fail before React hydrates (their error event is gone by then). */
function markBrokenImages(marker: string): void {
  addEventListener(
    'error',
    (event) => {
      const target = event.target as Element | null
      if (target?.tagName === 'IMG') target.setAttribute(marker, '')
    },
    true,
  )
}

/** The inline script, rendered once on the server (ScriptOnce); the CSP allows it by hash. */
export const brokenImageScript = `(${markBrokenImages.toString()})(${JSON.stringify(BROKEN_IMAGE_MARKER)})`
