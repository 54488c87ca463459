/**
 * react-aria adds two small <style> elements at run time, allowed here by hash: usePress sets
 * `touch-action` on pressable elements, and on iOS usePreventScroll sets `overscroll-behavior`
 * while a dialog is open. tests/unit/security-headers.test.ts hashes them again from react-aria's
 * own source, so an upgrade that changes them fails there rather than in a visitor's browser.
 */
export const REACT_ARIA_STYLE_HASHES = [
  'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o=',
  'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg=',
]
