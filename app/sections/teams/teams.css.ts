import { style } from '@vanilla-extract/css'
import { vars } from '@styles/theme.css'
import { responsiveStyle } from '@styles/responsive'
import { plainList } from '@styles/utilities.css'

export const grid = style([
  plainList,
  { display: 'grid', gap: vars.space.md },
  responsiveStyle({
    mobile: { gridTemplateColumns: '1fr' },
    desktop: { gridTemplateColumns: 'repeat(auto-fill, minmax(17rem, 1fr))' },
  }),
])

export const card = style({
  display: 'grid',
  gridTemplateRows: 'auto auto 1fr auto',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.line}`,
  transition: `border-color ${vars.motion.fast}`,
  selectors: { '&:hover': { borderColor: vars.color.violet } },
})

export const logo = style({
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
})
export const placeholder = style([
  logo,
  { display: 'grid', placeItems: 'center', background: vars.color.surfaceRaised, color: vars.color.violet },
])
export const name = style({ fontSize: vars.fontSize.lg })
export const nameLink = style({
  color: 'inherit',
  textDecorationColor: vars.color.violet,
  textUnderlineOffset: '0.2em',
  selectors: { '&:hover': { color: vars.color.lagoon } },
})
export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const open = style({ justifySelf: 'start' })

export const showAll = style({
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: vars.space.sm,
  width: '100%',
  height: '100%',
  minHeight: '12rem',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `2px dashed ${vars.color.line}`,
  background: 'transparent',
  color: vars.color.text,
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.magenta, background: vars.color.surface },
    '&[data-pressed]': { transform: 'scale(0.99)' },
  },
})

export const outro = style([
  {
    display: 'grid',
    gap: vars.space.md,
    marginTop: vars.space.xxl,
    padding: vars.space.xl,
    borderRadius: vars.radius.lg,
    background: vars.gradient.stage,
    border: `${vars.size.border} solid ${vars.color.line}`,
  },
  responsiveStyle({ desktop: { gridTemplateColumns: '1fr auto', alignItems: 'center' } }),
])
export const outroText = style({ fontSize: vars.fontSize.lg, maxWidth: vars.size.prose })
