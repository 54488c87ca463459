import { style } from '@vanilla-extract/css'
import { focusRing } from '@styles/theme.css'

// The ring follows the browser's own :focus-visible on the hidden input at once, not only
// react-aria's data attribute, which arrives with the next render.
export const cardRadio = style({ selectors: { '&:has(input:focus-visible)': focusRing } })
