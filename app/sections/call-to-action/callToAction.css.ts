import { style } from '@vanilla-extract/css'
import { vars } from '@styles/theme.css'
import { responsiveStyle } from '@styles/responsive'

export const grid = style(
  responsiveStyle({
    // `minmax(0, 1fr)`: under large text a card wraps its words rather than widening the page.
    mobile: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg },
    // Each card as tall as its own content: the promo card stretched to the sign-up's height was
    // an empty panel.
    desktop: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'start' },
  }),
)

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.lg,
  // The padding gives way on a narrow screen under text-only zoom, where rem doubles.
  padding: `min(${vars.space.xl}, 8vw)`,
  borderRadius: vars.radius.lg,
  border: `${vars.size.border} solid ${vars.color.line}`,
  background: vars.color.surface,
  scrollMarginTop: `calc(${vars.size.navbarHeight} + ${vars.space.md})`,
})

export const highlightCard = style([card, { background: vars.gradient.stage, boxShadow: vars.shadow.glow }])

export const cardTitle = style({ fontSize: vars.fontSize.xl })
export const compactCard = style([
  card,
  { gap: vars.space.md, padding: `min(${vars.space.lg}, 6vw)`, maxWidth: vars.size.prose },
])
export const compactCardTitle = style({ fontSize: vars.fontSize.lg })
export const cardText = style({ color: vars.color.textMuted })
export const privacyNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const promo = style({ display: 'grid', gap: vars.space.xs })
export const promoLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.14em',
})
export const promoRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.xs,
  paddingLeft: vars.space.lg,
  borderRadius: vars.radius.pill,
  border: `2px dashed ${vars.color.citrus}`,
  background: vars.color.night,
})
export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  letterSpacing: '0.08em',
  color: vars.color.citrus,
  overflowWrap: 'anywhere',
})
export const tryLink = style({ justifySelf: 'start' })

export const nextEvent = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.size.border} solid ${vars.color.line}`,
  background: vars.color.night,
})
export const calendarLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
})
export const calendarLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.targetMin,
  color: vars.color.lagoon,
  fontWeight: 600,
})
