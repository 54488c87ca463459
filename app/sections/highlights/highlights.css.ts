import { style } from '@vanilla-extract/css'
import { focusRing, focusRingRoom, vars } from '@styles/theme.css'
import { responsiveStyle } from '@styles/responsive'

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
})
export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })
export const arrows = style({ display: 'flex', gap: vars.space.xs, marginInlineStart: 'auto' })

export const strip = style({
  display: 'flex',
  gap: vars.space.md,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.xs} ${focusRingRoom} ${vars.space.lg}`,
  scrollPaddingInline: focusRingRoom,
  scrollbarColor: `${vars.color.controlBorder} transparent`,
})

export const stripExpanded = style(
  responsiveStyle({
    mobile: { flexWrap: 'wrap', overflowX: 'visible' },
  }),
)

export const item = style([
  { flex: '0 0 auto', scrollSnapAlign: 'start' },
  responsiveStyle({ mobile: { width: '62vw' }, desktop: { width: '15rem' } }),
])

// The picture fills the tile behind the caption. The caption stays in flow and `clip` is not a
// scroll container, so a caption taller than 4:5 (large text) makes the tile taller, never cut.
export const tile = style({
  position: 'relative',
  display: 'grid',
  width: '100%',
  aspectRatio: '4 / 5',
  padding: 0,
  border: `${vars.size.border} solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  overflow: 'clip',
  background: vars.color.surface,
  cursor: 'pointer',
  transition: `transform ${vars.motion.base} ${vars.motion.ease}, border-color ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered]': { transform: 'translateY(-4px)', borderColor: vars.color.violet },
    '&[data-focus-visible]': focusRing,
  },
})
export const tileImage = style({ width: '100%', height: '100%', objectFit: 'cover' })
export const tileFill = style({ position: 'absolute', inset: 0 })
export const tileCaption = style({
  position: 'relative',
  alignSelf: 'end',
  display: 'grid',
  padding: vars.space.md,
  textAlign: 'start',
  // A solid backing, not a fade: the text must reach 4.5:1 over the lightest picture (WCAG 1.4.3).
  background: vars.color.scrim,
  color: vars.color.text,
})
export const tileName = style({ fontWeight: 700 })
export const tileRole = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.citrus,
  textTransform: 'uppercase',
  letterSpacing: '0.12em',
})

export const more = style([
  tile,
  {
    display: 'grid',
    placeItems: 'center',
    alignContent: 'center',
    gap: vars.space.xs,
    color: vars.color.text,
    fontWeight: 700,
    fontSize: vars.fontSize.lg,
    borderStyle: 'dashed',
  },
])

export const dialogBody = style(
  responsiveStyle({
    mobile: { display: 'grid' },
    desktop: { gridTemplateColumns: '16rem minmax(0, 1fr)' },
  }),
)
export const dialogImage = style({ width: '100%', height: '100%', objectFit: 'cover' })
// The text sets the panel's height: on a phone the portrait is a band above it, side by side it
// fills the text's height, out of flow so it cannot make the panel taller.
export const portraitFrame = style(
  responsiveStyle({ mobile: { aspectRatio: '16 / 9' }, desktop: { aspectRatio: 'auto' } }),
)
export const portrait = style([
  { width: '100%', height: '100%', objectFit: 'cover', objectPosition: '50% 60%' },
  responsiveStyle({ desktop: { position: 'absolute', inset: 0 } }),
])
export const dialogText = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.xl,
})
export const badge = style({
  justifySelf: 'start',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.violetDeep,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
})
export const name = style({ fontSize: vars.fontSize.xl })
export const aboutHeading = style({ fontSize: vars.fontSize.md, color: vars.color.lagoon })
export const bio = style({ color: vars.color.textMuted })
