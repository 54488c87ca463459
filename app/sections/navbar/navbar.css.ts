import { style } from '@vanilla-extract/css'
import { vars } from '@styles/theme.css'
import { responsiveStyle } from '@styles/responsive'

// The bar stays on screen while the page scrolls under it.
export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.overlay,
  backdropFilter: 'blur(12px)',
})

export const end = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm })

export const links = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

// The whole item goes on a phone, so no empty list items are left for screen readers; a
// desktop shows it again.
export const linkItem = style(
  responsiveStyle({ mobile: { display: 'none' }, desktop: { display: 'list-item' } }),
)
export const link = style({
  display: 'inline-block',
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  selectors: { '&:hover': { color: vars.color.lagoon } },
})

// The menu holds on a phone what the desktop's bar shows, so a desktop has no need of it.
export const menuButton = style(responsiveStyle({ desktop: { display: 'none' } }))
