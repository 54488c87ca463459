import { style } from '@vanilla-extract/css'
import { vars } from '@styles/theme.css'

export const root = style({
  minHeight: '100dvh',
  paddingBlock: vars.space.section,
  background: vars.gradient.stage,
})

export const prose = style({ display: 'grid', gap: vars.space.lg, maxWidth: vars.size.prose })
export const title = style({ fontSize: vars.fontSize.xxl })
export const part = style({ display: 'grid', gap: vars.space.sm })
export const partHeading = style({ fontSize: vars.fontSize.xl })
export const form = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' })
export const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  fontWeight: 600,
})
export const facts = style({
  display: 'grid',
  // Names wrap rather than push the values past the edge under spaced or enlarged text
  // (WCAG 1.4.10, 1.4.12).
  gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
})
export const factName = style({ color: vars.color.textMuted })
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' })
