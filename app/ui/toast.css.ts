import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@styles/theme.css'
import { responsiveStyle } from '@styles/responsive'

/** Room a control needs below it to be clear of a toast: one toast of two short lines, and its gap. */
export const toastClearance = '8rem'

export const region = style([
  {
    position: 'fixed',
    zIndex: vars.zIndex.toast,
    display: 'flex',
    flexDirection: 'column-reverse',
    gap: vars.space.xs,
    outline: 'none',
  },
  responsiveStyle({
    mobile: { insetInline: vars.space.sm, bottom: vars.space.sm },
    desktop: { insetInline: 'auto', right: vars.space.lg, bottom: vars.space.lg, width: '24rem' },
  }),
])

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `${vars.size.border} solid ${vars.color.line}`,
  borderLeftWidth: '4px',
  boxShadow: vars.shadow.card,
  outline: 'none',
})

export const tone = styleVariants({
  success: { borderLeftColor: vars.color.success },
  destructive: { borderLeftColor: vars.color.danger, background: vars.color.surface },
  neutral: { borderLeftColor: vars.color.violet },
})

export const content = style({ display: 'grid', gap: vars.space.xxs, flex: 1 })
export const title = style({ fontWeight: 700 })
export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
