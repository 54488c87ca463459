import { style } from '@vanilla-extract/css'
import { vars } from '@styles/theme.css'

export const root = style({
  minHeight: '100dvh',
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.gutter,
  textAlign: 'center',
  background: vars.gradient.stage,
})

export const code = style({
  fontFamily: vars.font.display,
  fontSize: 'clamp(5rem, 3rem + 12vw, 10rem)',
  lineHeight: 1,
  backgroundImage: vars.gradient.brand,
  backgroundClip: 'text',
  WebkitBackgroundClip: 'text',
  color: 'transparent',
  '@media': { '(forced-colors: active)': { color: 'CanvasText', backgroundImage: 'none' } },
})

export const title = style({ fontSize: vars.fontSize.xl })
export const detail = style({ color: vars.color.textMuted, maxWidth: vars.size.prose })
