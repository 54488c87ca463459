import { style } from '@vanilla-extract/css'
import { vars } from '@styles/theme.css'
import { responsiveStyle } from '@styles/responsive'

export const root = style({ position: 'relative', background: vars.gradient.stage })

export const stage = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  width: '100%',
  maxHeight: '78vh',
  overflow: 'hidden',
  background: vars.color.night,
})

export const poster = style({ position: 'absolute', inset: 0 })
export const posterImage = style({ width: '100%', height: '100%', objectFit: 'cover' })

export const video = style({
  position: 'absolute',
  top: '50%',
  left: '50%',
  width: '100%',
  height: '100%',
  border: 0,
  transform: 'translate(-50%, -50%) scale(1.02)',
  pointerEvents: 'none',
  opacity: 0,
  transition: `opacity ${vars.motion.slow} ease-in`,
  selectors: { '&[data-loaded]': { opacity: 1 } },
})

export const shade = style({
  position: 'absolute',
  inset: 0,
  background: `linear-gradient(180deg, transparent 45%, ${vars.color.night} 100%)`,
  pointerEvents: 'none',
})

export const banner = style([
  { position: 'absolute', left: '50%', transform: 'translateX(-50%)', pointerEvents: 'none' },
  responsiveStyle({
    mobile: { bottom: vars.space.sm, width: '86%' },
    desktop: { bottom: vars.space.xl, width: 'min(64%, 52rem)' },
  }),
])

export const intro = style([
  { display: 'grid', gap: vars.space.lg, justifyItems: 'start' },
  responsiveStyle({
    mobile: { paddingBlock: vars.space.xl },
    desktop: { gridTemplateColumns: '1.4fr 1fr', alignItems: 'end', paddingBlock: vars.space.xxl },
  }),
])

export const title = style({ fontSize: vars.fontSize.hero, maxWidth: '18ch' })
export const side = style({ display: 'grid', gap: vars.space.lg })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })

// Above the shade and the banner, in the corner the banner never reaches.
export const pauseControl = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  zIndex: vars.zIndex.raised,
})
