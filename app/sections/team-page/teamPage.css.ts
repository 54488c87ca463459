import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@styles/theme.css'
import { responsiveStyle } from '@styles/responsive'

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

export const origin = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
})
globalStyle(`${origin} a`, { color: vars.color.text, fontWeight: 600, textDecoration: 'underline' })
// The story and pictures beside the facts, as a project page lays them out; one column on a phone.
export const oneColumn = style([
  { display: 'grid', gap: vars.space.xl, minWidth: 0 },
  responsiveStyle({ desktop: { gridColumn: '1 / -1' } }),
])
export const columns = style([
  oneColumn,
  responsiveStyle({
    desktop: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)',
      gap: vars.space.xxl,
      alignItems: 'start',
    },
  }),
])
export const story = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 })
export const facts = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 })
export const section = style({ display: 'grid', gap: vars.space.sm })
export const sectionTitle = style({ fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight })
export const prose = style({ maxWidth: vars.size.prose })

export const callout = style({
  display: 'grid',
  gap: vars.space.xs,
  maxWidth: vars.size.prose,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `${vars.size.border} solid ${vars.color.line}`,
})
export const calloutTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
})

export const members = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', padding: 0 })
export const member = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.line}`,
})
export const avatar = style({
  flex: 'none',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
})
export const avatarImage = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  objectPosition: '50% 30%',
})
export const memberText = style({ display: 'grid', minWidth: 0 })
export const memberName = style({ fontWeight: 700, overflowWrap: 'anywhere' })
export const memberRole = style({ color: vars.color.textMuted })

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
})
export const tag = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  border: `${vars.size.border} solid ${vars.color.line}`,
  fontSize: vars.fontSize.sm,
})
export const links = style({ display: 'grid', gap: vars.space.xs, listStyle: 'none', padding: 0 })
export const link = style({ width: '100%' })

export const pictures = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  listStyle: 'none',
  padding: 0,
})
export const picture = style({ borderRadius: vars.radius.lg, overflow: 'hidden' })
