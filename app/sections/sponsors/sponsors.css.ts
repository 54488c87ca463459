import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@styles/theme.css'
import { responsiveStyle } from '@styles/responsive'
import { plainList } from '@styles/utilities.css'

export const tier = style({ marginTop: vars.space.xl })

/**
 * Up to `columns` tiles of one width a row. `auto-fit` drops the tracks no tile fills, so a tier
 * with fewer sponsors spreads them across the row rather than leaving half-width tiles.
 */
const upTo = (columns: number, gap: string) => ({
  display: 'grid',
  gap,
  gridTemplateColumns: `repeat(auto-fit, minmax(calc((100% - ${columns} * ${gap}) / ${columns}), 1fr))`,
})

export const row = styleVariants({
  primary: [plainList, responsiveStyle({ mobile: upTo(1, vars.space.md), desktop: upTo(2, vars.space.md) })],
  secondary: [plainList, upTo(2, vars.space.md)],
  partner: [plainList, responsiveStyle({ mobile: upTo(2, vars.space.sm), desktop: upTo(4, vars.space.sm) })],
})

export const link = style({
  display: 'grid',
  placeItems: 'center',
  height: '100%',
  borderRadius: vars.radius.lg,
  border: `${vars.size.border} solid ${vars.color.line}`,
  background: vars.color.surface,
  transition: `border-color ${vars.motion.fast}, transform ${vars.motion.fast}`,
  selectors: { '&[data-hovered]': { borderColor: vars.color.violet, transform: 'translateY(-2px)' } },
})

export const linkSize = styleVariants({
  primary: { padding: vars.space.xl, minHeight: '9rem' },
  secondary: { padding: vars.space.lg, minHeight: '7rem' },
  partner: { padding: vars.space.md, minHeight: '5.5rem' },
})

export const logo = styleVariants({
  primary: { width: 'min(100%, 20rem)' },
  // The spec shows secondary logos inverted to white whatever their own colours.
  secondary: { width: 'min(100%, 14rem)', filter: 'brightness(0) invert(1)' },
  partner: { width: 'min(100%, 11rem)', filter: 'grayscale(1) brightness(1.6)' },
})

export const giants = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  marginBottom: vars.space.md,
})
