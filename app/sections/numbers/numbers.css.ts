import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@styles/theme.css'
import { responsiveStyle } from '@styles/responsive'
import { plainList } from '@styles/utilities.css'
import { mediaQueries } from '@styles/tokens'

// As many columns as hold a card: two on a phone, one once text is doubled (the card is sized in
// rem), five at full width. `min(100%, …)`: a track never runs off the screen.
export const grid = style([
  plainList,
  { display: 'grid', gap: vars.space.md },
  responsiveStyle({
    mobile: { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 8rem), 1fr))' },
    desktop: { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10.5rem), 1fr))' },
  }),
])

export const card = style({
  containerType: 'inline-size',
  display: 'grid',
  alignContent: 'space-between',
  gap: vars.space.md,
  minHeight: '11rem',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.line}`,
  transition: `opacity ${vars.motion.slow} ${vars.motion.ease}, transform ${vars.motion.slow} ${vars.motion.ease}`,
  selectors: {
    '&:last-child:nth-child(odd)': { gridColumn: '1 / -1' },
    // Hidden at once (less than the threshold shows); only the way in is animated.
    '[data-reveal="hidden"] &': { opacity: 0, transform: 'translateY(24px)', transition: 'none' },
  },
  '@media': {
    [mediaQueries.mobile]: { paddingInline: vars.space.sm },
    [mediaQueries.desktop]: { selectors: { '&:last-child:nth-child(odd)': { gridColumn: 'auto' } } },
  },
})

export const number = style({
  fontFamily: vars.font.display,
  // Never wider than its card: the widest number ('200K+') fits 28cqi in the display face. On a
  // phone the rem size binds, so text-only zoom doubles it; the card's width is the limit beyond that.
  fontSize: 'min(1.75rem, 28cqi)',
  lineHeight: 1,
  backgroundClip: 'text',
  WebkitBackgroundClip: 'text',
  color: 'transparent',
  '@media': {
    [mediaQueries.desktop]: { fontSize: 'min(clamp(2.5rem, 2rem + 2vw, 3.5rem), 24cqi)' },
    '(forced-colors: active)': { color: 'CanvasText', backgroundImage: 'none' },
  },
})

export const gradient = styleVariants(vars.gradient, (value) => ({ backgroundImage: value }))

export const label = style({ whiteSpace: 'pre-line', color: vars.color.textMuted, fontWeight: 600 })

export const quote = style({
  margin: 0,
  marginTop: vars.space.xxl,
  paddingLeft: vars.space.lg,
  borderLeft: `4px solid ${vars.color.magenta}`,
  maxWidth: vars.size.prose,
})
export const quoteText = style({
  fontSize: vars.fontSize.xl,
  fontFamily: vars.font.display,
  lineHeight: vars.lineHeight.snug,
})
export const quoteCite = style({
  display: 'block',
  marginTop: vars.space.sm,
  color: vars.color.textMuted,
  fontStyle: 'normal',
})
