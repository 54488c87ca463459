// react-aria adds two small <style> elements at run time (usePress, usePreventScroll), with a nonce
// only from a csp-nonce meta tag, which pooled pages lack: the CSP allows them by hash (docs/decisions/0003).
export const REACT_ARIA_STYLE_HASHES = [
  'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o=',
  'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg=',
]
