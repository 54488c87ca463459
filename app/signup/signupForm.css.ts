import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@styles/theme.css'
import { toastClearance } from '~/ui/toast.css'

export const form = style({ display: 'grid', gap: vars.space.md })
// What focus scrolls to stays above the toasts, which stand at the bottom of the screen.
globalStyle(`${form} input`, { scrollMarginBottom: toastClearance })
export const submit = style({ justifySelf: 'stretch' })
export const honeypot = style({
  position: 'absolute',
  left: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
})
export const outcome = style({
  scrollMarginBottom: toastClearance,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.night,
  border: `${vars.size.border} solid ${vars.color.line}`,
})
export const outcomeTitle = style({ fontWeight: 700, display: 'block' })
