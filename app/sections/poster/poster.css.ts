import { style } from '@vanilla-extract/css'
import { vars } from '@styles/theme.css'

export const root = style({ paddingBlock: vars.space.xl })
export const frame = style({
  width: 'min(100%, 40rem)',
  marginInline: 'auto',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.glow,
})
