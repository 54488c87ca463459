import { style } from '@vanilla-extract/css'
import { vars } from '@styles/theme.css'
import { responsiveStyle } from '@styles/responsive'

// The bar at the top of every page: the landing page's navbar and each team page's header.
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

export const brand = style({ display: 'block', borderRadius: vars.radius.sm })
export const wordmark = style(responsiveStyle({ mobile: { width: '9.5rem' }, desktop: { width: '12rem' } }))
