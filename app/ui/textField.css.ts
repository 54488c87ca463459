import { style } from '@vanilla-extract/css'
import { vars } from '@styles/theme.css'

export const field = style({ display: 'grid', gap: vars.space.xs })
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm })
export const input = style({
  minHeight: vars.size.target,
  width: '100%',
  // An input is as wide as its character count by default: under large text that would widen its card.
  minWidth: 0,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.size.border} solid ${vars.color.controlBorder}`,
  background: vars.color.night,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  transition: `border-color ${vars.motion.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.violet },
    '&[data-focused]': { borderColor: vars.color.citrus },
    '&[data-disabled]': { opacity: 0.6 },
    // Not colour alone: the border thickens, and the message sits right under the field.
    '&[data-invalid], &[aria-invalid="true"]': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 ${vars.size.border} ${vars.color.danger}`,
    },
  },
})
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: 600 })
// A text area grows with its rows; its padding matches the single-line field's.
export const textArea = style({ paddingBlock: vars.space.sm, resize: 'vertical' })
