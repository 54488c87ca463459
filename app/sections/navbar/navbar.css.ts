import { style } from '@vanilla-extract/css'
import { vars } from '@styles/theme.css'
import { responsiveStyle } from '@styles/responsive'

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  backdropFilter: 'blur(12px)',
  borderBottom: `${vars.size.border} solid ${vars.color.line}`,
})

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  // Enlarged text puts "Get updates" under the logo instead of past the screen's edge.
  flexWrap: 'wrap',
  gap: vars.space.md,
  minHeight: vars.size.navbarHeight,
})

export const brand = style({ display: 'block', borderRadius: vars.radius.sm })
export const logo = style(responsiveStyle({ mobile: { width: '9.5rem' }, desktop: { width: '12rem' } }))

export const links = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

// The whole item goes on a phone, so no empty list items are left for screen readers.
export const linkItem = style(responsiveStyle({ mobile: { display: 'none' } }))
export const link = style({
  display: 'inline-block',
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  selectors: { '&:hover': { color: vars.color.lagoon } },
})
