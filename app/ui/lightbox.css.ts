import { style } from '@vanilla-extract/css'
import { focusRingRoom, vars } from '@styles/theme.css'
import { responsiveStyle } from '@styles/responsive'

export const root = style({
  display: 'grid',
  gridTemplateRows: 'minmax(0, 1fr) auto',
  height: '100%',
  width: '100%',
  padding: vars.space.md,
  gap: vars.space.md,
  outline: 'none',
})

export const stage = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  minHeight: 0,
  touchAction: 'pan-y',
})

export const figure = style({
  margin: 0,
  maxWidth: '100%',
  maxHeight: '100%',
  display: 'grid',
  placeItems: 'center',
})
export const image = style({
  maxHeight: 'calc(100dvh - 10rem)',
  width: 'auto',
  maxWidth: '100%',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
})

const nav = style([
  { position: 'absolute', top: '50%', transform: 'translateY(-50%)' },
  responsiveStyle({ mobile: { display: 'none' }, desktop: { display: 'inline-flex' } }),
])
export const previous = style([nav, { left: vars.space.md }])
export const next = style([nav, { right: vars.space.md }])

export const footer = style({ display: 'grid', justifyItems: 'center', gap: vars.space.sm })
export const counter = style({
  fontFamily: vars.font.mono,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})

export const thumbnails = style([
  {
    gap: vars.space.xs,
    overflowX: 'auto',
    maxWidth: '100%',
    padding: focusRingRoom,
    scrollPaddingInline: focusRingRoom,
    listStyle: 'none',
    margin: 0,
  },
  responsiveStyle({ mobile: { display: 'flex' }, desktop: { display: 'none' } }),
])
export const thumbnail = style({
  width: '3.5rem',
  padding: 0,
  borderRadius: vars.radius.sm,
  border: `2px solid transparent`,
  background: 'none',
  overflow: 'hidden',
  cursor: 'pointer',
  opacity: 0.6,
  selectors: { '&[aria-current="true"]': { borderColor: vars.color.citrus, opacity: 1 } },
})
