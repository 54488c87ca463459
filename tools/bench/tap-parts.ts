// Which react-aria part each tap's answer shows, and so which floor judges it: a tap is judged
// against the floor carrying the same part, tapped in the same run
// (docs/decisions/0088-taps-part-for-part-and-pages-as-a-ratio.md).

/** The floor page that carries each part: the plain floor, or a variant of tools/bench/floor/app/variants/. */
export const PART_FLOORS = {
  button: { variant: undefined, name: "the floor's Button" },
  modal: { variant: 'dialog', name: "the floor's Button opening a react-aria modal dialog" },
  toast: { variant: 'toast', name: "the floor's Button showing a react-aria toast" },
  radio: { variant: 'radio', name: "the floor's react-aria radio group, selecting a radio" },
} as const

export type Part = keyof typeof PART_FLOORS
export const PARTS = Object.keys(PART_FLOORS) as Part[]

/** Every measured tap, by its name in the table, and the part its answer shows. */
export const TAP_PARTS = {
  'Highlights "Show All"': 'button',
  'Highlights "Show Less"': 'button',
  'Highlights filter "Mentors"': 'radio',
  'Highlights: open a dialog': 'modal',
  'Teams "Show All Projects"': 'button',
  'Timeline step 4': 'button',
  'Timeline "Read the story" panel': 'button',
  'Timeline pause': 'button',
  'Lightbox: open': 'modal',
  'Lightbox: step to the second image': 'button',
  'Timeline caption toggle (tablet, 1024 px)': 'button',
  'Featured project: select': 'radio',
  'Promo code: copy': 'button',
  'Sign-up: submit (invalid email)': 'toast',
  'Hero video pause': 'button',
} as const satisfies Record<string, Part>

/** A tap's name: one the table above gives a part, so a tap without one does not compile. */
export type TapName = keyof typeof TAP_PARTS

/** The floor's variants the bench builds and serves, each with the part it carries. */
export const FLOOR_VARIANTS = PARTS.flatMap((part) => {
  const { variant } = PART_FLOORS[part]
  return variant ? [{ part, variant }] : []
})
export type FloorVariant = (typeof FLOOR_VARIANTS)[number]['variant']
