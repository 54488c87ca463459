import { style } from '@vanilla-extract/css'
import { vars } from '@styles/theme.css'

export const history = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
})
// Black on white whatever the theme, with its quiet zone drawn in: scanners need the contrast.
export const qr = style({ display: 'block', inlineSize: '14rem', maxInlineSize: '100%', blockSize: 'auto' })
export const code = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xl, letterSpacing: '0.08em' })
// The theme's lightest and darkest: a scanner reads dark modules on a light ground.
export const qrLight = style({ fill: vars.color.text })
export const qrDark = style({ fill: vars.color.textOnAccent })
