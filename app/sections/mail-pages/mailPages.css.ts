import { style } from '@vanilla-extract/css'
import { vars } from '@styles/theme.css'
import { responsiveStyle } from '@styles/responsive'

export const root = style({
  minHeight: '100dvh',
  paddingBlock: vars.space.section,
  background: vars.gradient.stage,
})

export const prose = style({ display: 'grid', gap: vars.space.lg, maxWidth: vars.size.prose })
export const title = style({ fontSize: vars.fontSize.xxl })
// Each part of a page under a rule of its own, so its heading stands apart from the one above.
export const part = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `${vars.size.border} solid ${vars.color.line}`,
})
export const partHeading = style({ fontSize: vars.fontSize.xl })
export const form = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' })
export const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  fontWeight: 600,
})
// On a phone each name sits above its value; side by side, names wrap rather than push the values
// past the edge under spaced or enlarged text (WCAG 1.4.10, 1.4.12).
export const facts = style([
  { display: 'grid', margin: 0 },
  responsiveStyle({
    mobile: { gridTemplateColumns: 'minmax(0, 1fr)' },
    desktop: {
      gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)',
      gap: `${vars.space.xs} ${vars.space.lg}`,
    },
  }),
])
export const factName = style([
  { color: vars.color.textMuted, selectors: { '&:first-child': { marginBlockStart: 0 } } },
  responsiveStyle({ mobile: { marginBlockStart: vars.space.sm }, desktop: { marginBlockStart: 0 } }),
])
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' })
