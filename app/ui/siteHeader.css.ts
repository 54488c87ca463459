import { style } from '@vanilla-extract/css'
import { vars } from '@styles/theme.css'
import { responsiveStyle } from '@styles/responsive'

// The bar at the top of every page (app/sections/navbar), rendered once from the root shell.
export const bar = style({
  background: vars.color.overlay,
  borderBottom: `${vars.size.border} solid ${vars.color.line}`,
})

export const barInner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  // Enlarged text puts the links under the logo instead of past the screen's edge.
  flexWrap: 'wrap',
  gap: vars.space.md,
  minHeight: vars.size.navbarHeight,
})

// The logo is sized in rem to match the text beside it; under text-only zoom on a narrow screen
// it stops at the screen's width.
export const brand = style({ display: 'block', maxWidth: '100%', borderRadius: vars.radius.sm })
export const wordmark = style([
  { maxWidth: '100%' },
  responsiveStyle({ mobile: { width: '9.5rem' }, desktop: { width: '12rem' } }),
])
