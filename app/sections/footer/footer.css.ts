import { style } from '@vanilla-extract/css'
import { vars } from '@styles/theme.css'
import { responsiveStyle } from '@styles/responsive'

export const root = style({
  borderTop: `${vars.size.border} solid ${vars.color.line}`,
  background: vars.color.surface,
  paddingBlock: vars.space.xxl,
})

export const inner = style(
  responsiveStyle({
    mobile: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg },
    desktop: { gridTemplateColumns: 'minmax(0, 1fr) auto auto', alignItems: 'center' },
  }),
)
export const logo = style({ width: '11rem', maxWidth: '100%' })
export const credit = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const strong = style({ color: vars.color.text, fontWeight: 700 })
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  color: vars.color.text,
  fontWeight: 600,
  selectors: { '&:hover': { color: vars.color.lagoon } },
})
