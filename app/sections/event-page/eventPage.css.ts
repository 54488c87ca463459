import { style } from '@vanilla-extract/css'
import { vars } from '@styles/theme.css'
import { responsiveStyle } from '@styles/responsive'

export const root = style({ paddingBlockEnd: vars.space.section })

export const back = style({ marginBlock: 0, paddingBlockStart: vars.space.md })

export const intro = style({ display: 'grid', gap: vars.space.md, paddingBlockStart: vars.space.lg })

export const heading = style({
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
})

export const facts = style([
  { display: 'grid', gap: vars.space.md, margin: 0 },
  responsiveStyle({ desktop: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
])

export const fact = style({ display: 'grid', gap: vars.space.xxs, alignContent: 'start' })

export const factName = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 600 })

export const factValue = style({ margin: 0, fontSize: vars.fontSize.lg })

export const part = style({
  display: 'grid',
  gap: vars.space.sm,
  maxWidth: vars.size.prose,
  paddingBlockStart: vars.space.xxl,
})

export const partHeading = style({ fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.snug })

export const state = style({ fontSize: vars.fontSize.lg })

// Links that stand on their own line: at least the minimum target, whatever the text size.
export const standaloneLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifySelf: 'start',
  minHeight: vars.size.targetMin,
  color: vars.color.lagoon,
  fontWeight: 600,
})

export const formHeading = style({ fontSize: vars.fontSize.lg, paddingBlockStart: vars.space.md })
