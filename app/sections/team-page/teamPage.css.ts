import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@styles/theme.css'
import { responsiveStyle } from '@styles/responsive'

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.target,
  color: vars.color.text,
  fontWeight: 600,
  selectors: { '&:hover': { color: vars.color.lagoon } },
})

export const main = style({
  display: 'grid',
  gap: vars.space.xxl,
  paddingBlock: vars.space.section,
})

export const team = style([
  { display: 'grid', gap: vars.space.lg, alignItems: 'start' },
  responsiveStyle({ desktop: { gridTemplateColumns: '10rem 1fr', gap: vars.space.xl } }),
])
export const logo = style({
  width: '10rem',
  height: '10rem',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
})
export const placeholder = style([
  logo,
  { display: 'grid', placeItems: 'center', background: vars.color.surfaceRaised, color: vars.color.violet },
])
globalStyle(`${placeholder} svg`, { width: '40%', height: '40%' })
export const text = style({ display: 'grid', gap: vars.space.md, minWidth: 0 })
export const name = style({
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
})
export const description = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  maxWidth: vars.size.prose,
})
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm })
export const shareStatus = style({ color: vars.color.success, fontWeight: 600 })
