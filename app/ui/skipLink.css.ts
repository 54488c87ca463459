import { style } from '@vanilla-extract/css'
import { vars } from '@styles/theme.css'

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: vars.space.md,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  background: vars.color.citrus,
  color: vars.color.textOnAccent,
  fontWeight: 700,
  transform: 'translateY(-200%)',
  selectors: { '&:focus-visible': { transform: 'none' } },
})
