import { style } from '@vanilla-extract/css'
import { vars } from '@styles/theme.css'

export const form = style({ display: 'grid', gap: vars.space.md })
export const group = style({ display: 'grid', gap: vars.space.xs })
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
export const submit = style({ justifySelf: 'start' })
export const message = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.night,
  border: `${vars.size.border} solid ${vars.color.line}`,
  fontWeight: 600,
})
// A link inside the consent's label: underlined, so it is not told by colour alone.
// Inside the consent box's label, not a line of prose: a 24 px target of its own (WCAG 2.5.8).
export const inlineLink = style({
  color: vars.color.lagoon,
  textDecoration: 'underline',
  display: 'inline-block',
  minBlockSize: vars.size.targetMin,
})
