import { style } from '@vanilla-extract/css'
import { vars } from '@styles/theme.css'

export const root = style({
  minHeight: '100dvh',
  paddingBlock: vars.space.section,
  background: vars.gradient.stage,
})

export const prose = style({ display: 'grid', gap: vars.space.lg, maxWidth: vars.size.prose })

export const title = style({ fontSize: vars.fontSize.xxl })
export const updated = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const part = style({ display: 'grid', gap: vars.space.sm })
export const partHeading = style({ fontSize: vars.fontSize.xl })
