import { style } from '@vanilla-extract/css'
import { focusRing, vars } from '@styles/theme.css'

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
})

export const pill = style({
  minHeight: vars.size.target,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
  border: `${vars.size.border} solid ${vars.color.line}`,
  background: 'transparent',
  color: vars.color.text,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.violet },
    '&[data-focus-visible]': focusRing,
    '&[data-selected]': {
      background: vars.color.text,
      color: vars.color.textOnAccent,
      borderColor: vars.color.text,
    },
    '&[data-pressed]': { transform: 'scale(0.97)' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-selected]': { background: 'Highlight', color: 'HighlightText', forcedColorAdjust: 'none' },
      },
    },
  },
})

export const card = style({
  display: 'block',
  width: '100%',
  height: '100%',
  padding: vars.space.lg,
  textAlign: 'start',
  borderRadius: vars.radius.lg,
  border: `${vars.size.border} solid ${vars.color.line}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  transition: `border-color ${vars.motion.fast}, background-color ${vars.motion.fast}, transform ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.violet },
    '&[data-focus-visible]': focusRing,
    '&[data-selected]': {
      borderColor: vars.color.magenta,
      background: vars.color.surfaceRaised,
      boxShadow: vars.shadow.glow,
    },
  },
  '@media': {
    '(forced-colors: active)': { selectors: { '&[data-selected]': { outline: '3px solid Highlight' } } },
  },
})
