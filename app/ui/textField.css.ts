import { style } from '@vanilla-extract/css'
import { vars } from '@styles/theme.css'

export const field = style({ display: 'grid', gap: vars.space.xs })
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm })
export const input = style({
  minHeight: vars.size.target,
  width: '100%',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.size.border} solid ${vars.color.line}`,
  background: vars.color.night,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  transition: `border-color ${vars.motion.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.violet },
    '&[data-focused]': { borderColor: vars.color.citrus },
    '&[data-disabled]': { opacity: 0.6 },
  },
})
