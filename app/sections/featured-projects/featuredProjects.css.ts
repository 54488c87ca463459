import { style } from '@vanilla-extract/css'
import { focusRingRoom, vars } from '@styles/theme.css'
import { responsiveStyle } from '@styles/responsive'

export const layout = style(
  responsiveStyle({
    mobile: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg },
    desktop: {
      gridTemplateColumns: 'minmax(0, 1.5fr) minmax(0, 1fr)',
      alignItems: 'start',
      gap: vars.space.xl,
    },
  }),
)

// On a phone one sideways row, the next card peeking in: the chosen project's story then sits
// right under its card, not under all of them.
export const cards = style(
  responsiveStyle({
    // Positioned, so the radios' visually hidden inputs scroll inside it and do not widen the page.
    mobile: {
      position: 'relative',
      display: 'grid',
      gridAutoFlow: 'column',
      gridAutoColumns: 'min(17rem, 78%)',
      gap: vars.space.sm,
      overflowX: 'auto',
      padding: focusRingRoom,
      margin: `calc(-1 * ${focusRingRoom})`,
      scrollPaddingInline: focusRingRoom,
      scrollbarColor: `${vars.color.controlBorder} transparent`,
    },
    desktop: {
      gridAutoFlow: 'row',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: vars.space.md,
      overflowX: 'visible',
      padding: 0,
      margin: 0,
    },
  }),
)
export const winnerCard = style(responsiveStyle({ desktop: { gridColumn: '1 / -1' } }))

export const cardInner = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.md,
})
export const cardLogo = style({ width: '3.5rem', borderRadius: vars.radius.md, overflow: 'hidden' })
export const cardName = style({ display: 'block', fontFamily: vars.font.display, fontSize: vars.fontSize.lg })
export const cardTagline = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})
// Its own line above the name; the look is the shared badge's.
export const winnerBadge = style({ marginBottom: vars.space.xs })

export const details = style([
  {
    display: 'grid',
    gap: vars.space.md,
    padding: vars.space.xl,
    borderRadius: vars.radius.lg,
    background: vars.gradient.stage,
    border: `${vars.size.border} solid ${vars.color.line}`,
  },
  responsiveStyle({
    desktop: { position: 'sticky', top: `calc(${vars.size.navbarHeight} + ${vars.space.lg})` },
  }),
])
export const detailsLogo = style({ width: '5rem', borderRadius: vars.radius.md, overflow: 'hidden' })
export const detailsName = style({ fontSize: vars.fontSize.xl })
export const detailsTagline = style({ color: vars.color.lagoon, fontWeight: 600 })
export const detailsText = style({ color: vars.color.textMuted })
export const addedInfo = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.citrus}`,
  background: vars.color.night,
  color: vars.color.text,
  fontWeight: 600,
})
