import { style } from '@vanilla-extract/css'
import { vars } from '@styles/theme.css'

export const root = style({ display: 'grid', gap: vars.space.sm })
export const panel = style({ selectors: { '&[aria-hidden="true"], &[hidden]': { display: 'none' } } })
export const chevron = style({
  transition: `transform ${vars.motion.fast}`,
  selectors: { '[data-expanded] &': { transform: 'rotate(180deg)' } },
})
