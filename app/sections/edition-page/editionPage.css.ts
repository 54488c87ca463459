import { style } from '@vanilla-extract/css'
import { vars } from '@styles/theme.css'
import { responsiveStyle } from '@styles/responsive'

export const intro = style({
  display: 'grid',
  gap: vars.space.md,
  paddingBlockStart: vars.space.section,
})

export const heading = style({
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
})

export const facts = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg })

export const join = style({ maxWidth: vars.size.prose })

export const list = style([
  { display: 'grid', gap: vars.space.lg, listStyle: 'none', margin: 0, padding: 0 },
  responsiveStyle({ desktop: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }),
])

export const card = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
})

export const picture = style({
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
})

export const cardTitle = style({ fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.snug })

export const cardLink = style({
  color: vars.color.text,
  selectors: { '&:hover': { color: vars.color.lagoon } },
})

export const cardText = style({ color: vars.color.textMuted })

// Each part of the archive: its heading, then its cards, with room between them.
export const archivePart = style({ display: 'grid', gap: vars.space.lg })

// The way back to the archive, above the intro; the bar at the top is the same on every page.
export const back = style({ marginBlock: 0, paddingBlockStart: vars.space.md })
