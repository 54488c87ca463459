import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@styles/theme.css'
import { responsiveStyle } from '@styles/responsive'
import { plainList } from '@styles/utilities.css'
import { mediaQueries } from '@styles/tokens'

export const grid = style([
  plainList,
  { display: 'grid', gap: vars.space.md },
  responsiveStyle({
    mobile: { gridTemplateColumns: 'repeat(2, 1fr)' },
    desktop: { gridTemplateColumns: 'repeat(5, 1fr)' },
  }),
])

export const card = style({
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
    '[data-reveal="hidden"] &': { opacity: 0, transform: 'translateY(24px)' },
  },
  '@media': {
    [mediaQueries.desktop]: { selectors: { '&:last-child:nth-child(odd)': { gridColumn: 'auto' } } },
  },
})

export const number = style({
  fontFamily: vars.font.display,
  fontSize: 'clamp(2.5rem, 2rem + 2vw, 3.5rem)',
  lineHeight: 1,
  backgroundClip: 'text',
  WebkitBackgroundClip: 'text',
  color: 'transparent',
  '@media': { '(forced-colors: active)': { color: 'CanvasText', backgroundImage: 'none' } },
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
export const quoteText = style({ fontSize: vars.fontSize.xl, fontFamily: vars.font.display, lineHeight: vars.lineHeight.snug })
export const quoteCite = style({ display: 'block', marginTop: vars.space.sm, color: vars.color.textMuted, fontStyle: 'normal' })
