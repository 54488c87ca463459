// Characters a reader cannot see, each of which would let one address sign up a second time as
// an identical-looking other: format, bidirectional and other default-ignorable code points.
export const INVISIBLE_CHARACTERS: ReadonlyArray<[name: string, character: string]> = [
  ['a zero-width space (U+200B)', '\u200b'],
  ['a zero-width non-joiner (U+200C)', '\u200c'],
  ['a zero-width joiner (U+200D)', '\u200d'],
  ['a word joiner (U+2060)', '\u2060'],
  ['a soft hyphen (U+00AD)', '\u00ad'],
  ['a right-to-left override (U+202E)', '\u202e'],
  ['a right-to-left isolate (U+2067)', '\u2067'],
  ['a left-to-right mark (U+200E)', '\u200e'],
  ['an Arabic letter mark (U+061C)', '\u061c'],
  ['a byte order mark inside the address (U+FEFF)', '\ufeff'],
  ['a variation selector (U+FE0F)', '\ufe0f'],
  ['an Arabic number sign, a format character (U+0600)', '\u0600'],
  ['a tag character (U+E0041)', '\u{e0041}'],
]

/** Five invisible characters, plus the two bidi controls: the ones every layer is tested with. */
export const HOSTILE_ADDRESSES: readonly string[] = [
  'zw\u200b-x@example.com',
  'zw\u200c-x@example.com',
  'zw\u200d-x@example.com',
  'zw\u2060-x@example.com',
  'zw\u00ad-x@example.com',
  'zw\u202e-x@example.com',
  'zw\u2067-x@example.com',
]

/** The same address, composed (NFC) and decomposed (NFD). */
export const COMPOSED_ADDRESS = 'caf\u00e9@example.com'
export const DECOMPOSED_ADDRESS = 'cafe\u0301@example.com'
