import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@styles/theme.css'

// A filled tag with square-ish corners, no border and no hover, so it never reads as a button;
// the word says the placement and the colour only repeats it.
const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInline: vars.space.xs,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.sm,
  color: vars.color.textOnAccent,
  fontSize: vars.fontSize.xs,
  fontWeight: 800,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  cursor: 'default',
  '@media': { '(forced-colors: active)': { border: `${vars.size.border} solid CanvasText` } },
})

export const badge = styleVariants({
  winner: [base, { background: vars.color.citrus }],
  finalist: [base, { background: vars.color.violet }],
})
