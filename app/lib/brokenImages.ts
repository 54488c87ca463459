/**
 * Runs in <head> before any image can fail, and marks images that failed before React hydrated
 * (their error event is gone by then). Kept as a fixed string so the CSP can allow it by hash.
 */
export const BROKEN_IMAGE_MARKER = 'data-broken'
export const brokenImageScript = `addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='IMG')t.setAttribute('${BROKEN_IMAGE_MARKER}','')},true)`
