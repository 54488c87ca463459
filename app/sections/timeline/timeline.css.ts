import { style } from '@vanilla-extract/css'
import { focusRing, vars } from '@styles/theme.css'
import { responsiveStyle } from '@styles/responsive'

export const stage = style({ position: 'relative' })

// Only a place to catch the panel's focus (Timeline.tsx): it draws no box of its own.
export const panelContents = style({ display: 'contents' })

export const steps = style([
  // Enlarged text makes the five buttons wider than a phone: they take a second row.
  { zIndex: vars.zIndex.raised, flexWrap: 'wrap' },
  responsiveStyle({
    mobile: { justifyContent: 'space-between', marginBottom: vars.space.md },
    desktop: { position: 'absolute', top: vars.space.lg, left: vars.space.lg, justifyContent: 'flex-start' },
  }),
])

export const canvasFrame = style({ position: 'relative' })

export const canvas = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surface,
  cursor: 'zoom-in',
  selectors: { '&[data-focus-visible]': focusRing },
})

export const slide = style({
  position: 'absolute',
  inset: 0,
  opacity: 0,
  transition: `opacity ${vars.motion.crossFade} ease-in-out`,
  selectors: { '&[data-active]': { opacity: 1 } },
})
export const fill = style({ width: '100%', height: '100%' })
export const slideImage = style({ width: '100%', height: '100%', objectFit: 'cover' })

export const canvasTools = style({
  position: 'absolute',
  right: vars.space.md,
  top: vars.space.md,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  zIndex: vars.zIndex.raised,
})

export const cycleToggle = style({ flexShrink: 0 })

export const badge = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.overlay,
  border: `${vars.size.border} solid ${vars.color.line}`,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  color: vars.color.text,
  pointerEvents: 'none',
})

export const tray = style([
  responsiveStyle({
    mobile: { display: 'none' },
    desktop: {
      display: 'grid',
      gap: vars.space.xs,
      position: 'absolute',
      left: vars.space.lg,
      right: vars.space.lg,
      bottom: vars.space.lg,
      maxWidth: '40rem',
      // Never up over the step buttons, however tall wider spacing or the whole description
      // makes it (WCAG 1.4.12): past that height it scrolls.
      maxHeight: `calc(100% - ${vars.size.target} - 3 * ${vars.space.lg})`,
      overflowY: 'auto',
      padding: vars.space.lg,
      paddingRight: `calc(${vars.space.lg} + ${vars.size.target})`,
      borderRadius: vars.radius.md,
      background: vars.color.scrim,
      border: `${vars.size.border} solid ${vars.color.line}`,
      backdropFilter: 'blur(8px)',
      selectors: { '&[hidden]': { display: 'none' } },
    },
  }),
])

export const trayToggle = style([
  responsiveStyle({
    mobile: { display: 'none' },
    desktop: {
      display: 'inline-flex',
      position: 'absolute',
      right: vars.space.lg,
      bottom: vars.space.lg,
      zIndex: vars.zIndex.raised,
    },
  }),
])

export const stepLabel = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  color: vars.color.citrus,
})
export const stepTitle = style({ fontSize: vars.fontSize.xl })
export const stepSubtitle = style({ color: vars.color.lagoon, fontWeight: 600 })
export const description = style({ color: vars.color.textMuted })
export const clamped = style({
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
})

export const wholeToggle = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  selectors: { '&[aria-expanded="true"]': { transform: 'rotate(180deg)' } },
})

export const mobileCaption = style([
  { display: 'grid', gap: vars.space.xs, marginTop: vars.space.md },
  responsiveStyle({ desktop: { display: 'none' } }),
])

/** Empty marks at the top of the section, one per step, for links to a step. */
export const stepAnchor = style({ display: 'block', height: 0, scrollMarginTop: vars.space.lg })
