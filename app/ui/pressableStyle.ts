/**
 * react-aria's usePress adds this <style> to <head> when the first pressable element mounts.
 * Added then, during hydration, it made the browser restyle the whole page (about 18 ms on a
 * desktop machine, four times that on a phone). Sent with the page it costs nothing, and
 * react-aria finds it by id and adds no other. The text must be react-aria's own: the
 * Content-Security-Policy allows it by hash (tests/unit/security-headers.test.ts checks both).
 */
export const PRESSABLE_STYLE_ID = 'react-aria-pressable-style'
export const PRESSABLE_STYLE =
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}'
