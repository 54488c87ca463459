import { style } from '@vanilla-extract/css'
import { vars } from '@styles/theme.css'

export const frame = style({ position: 'relative', display: 'block', overflow: 'hidden' })
export const image = style({ width: '100%', height: 'auto' })
export const failed = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  gap: vars.space.xs,
  alignContent: 'center',
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})
