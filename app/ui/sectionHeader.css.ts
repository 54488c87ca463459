import { style } from '@vanilla-extract/css'
import { vars } from '@styles/theme.css'
import { responsiveStyle } from '@styles/responsive'

export const root = style([
  responsiveStyle({
    mobile: { display: 'grid', gap: vars.space.sm, marginBottom: vars.space.xl },
    desktop: { marginBottom: vars.space.xxl },
  }),
])

export const eyebrow = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.16em',
  textTransform: 'uppercase',
  color: vars.color.lagoon,
  fontWeight: 600,
})

export const heading = style({
  fontSize: vars.fontSize.xxl,
  maxWidth: '22ch',
})
