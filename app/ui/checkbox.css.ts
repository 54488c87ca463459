import { globalStyle, style } from '@vanilla-extract/css'
import { focusRing, vars } from '@styles/theme.css'

export const field = style({ display: 'grid', gap: vars.space.xs })

// One ring, around the label: the global rule draws it from react-aria's data-focus-visible, and
// this from the browser's own :focus-visible on the hidden input, at once and before hydration.
export const root = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: vars.size.target,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&:has(input:focus-visible)': focusRing },
})

export const box = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  width: vars.size.targetMin,
  height: vars.size.targetMin,
  borderRadius: vars.radius.sm,
  border: `${vars.size.border} solid ${vars.color.controlBorder}`,
  background: vars.color.night,
  color: vars.color.text,
  selectors: {
    [`${root}[data-hovered] &`]: { borderColor: vars.color.violet },
    [`${root}:has(input:checked) &`]: { borderColor: vars.color.citrus },
    // Not colour alone: the border thickens, and the message sits right under the box.
    [`${root}[data-invalid] &`]: {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 ${vars.size.border} ${vars.color.danger}`,
    },
  },
})

// Drawn only while the native input is ticked: react-aria's data-selected waits for the script.
globalStyle(`${box} > svg`, { visibility: 'hidden' })
globalStyle(`${root}:has(input:checked) ${box} > svg`, { visibility: 'visible' })
