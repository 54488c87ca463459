import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '@styles/theme.css'

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(12px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
})

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.md,
  background: vars.color.scrim,
  backdropFilter: 'blur(6px)',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.base} ${vars.motion.ease}` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.fast} reverse ease-in` },
  },
})

/** The lightbox takes the whole viewport, so the overlay keeps no margin around it. */
export const overlayFullscreen = style({ padding: 0 })

export const modal = style({
  width: 'min(100%, 56rem)',
  maxHeight: 'calc(100dvh - 2rem)',
  overflow: 'auto',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.line}`,
  boxShadow: vars.shadow.card,
  selectors: { '&[data-entering]': { animation: `${rise} ${vars.motion.base} ${vars.motion.ease}` } },
})

export const compact = style({ width: 'min(100%, 40rem)' })

export const fullscreen = style({
  // A grid, so the dialog inside stretches to the overlay's height and its content can use 100%.
  display: 'grid',
  width: '100%',
  height: '100%',
  maxHeight: 'none',
  borderRadius: 0,
  background: 'transparent',
  border: 'none',
  boxShadow: 'none',
})

export const dialog = style({
  position: 'relative',
  outline: 'none',
  height: '100%',
})

export const closeButton = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  zIndex: vars.zIndex.raised,
})
