import { style } from '@vanilla-extract/css'
import { vars } from '@styles/theme.css'

export const form = style({ display: 'grid', gap: vars.space.md })
export const submit = style({ justifySelf: 'stretch' })
export const honeypot = style({
  position: 'absolute',
  left: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
})
export const outcome = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.night,
  border: `${vars.size.border} solid ${vars.color.line}`,
})
export const outcomeTitle = style({ fontWeight: 700, display: 'block' })
