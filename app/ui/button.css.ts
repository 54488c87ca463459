import { style, styleVariants } from '@vanilla-extract/css'
import { focusRing, vars } from '@styles/theme.css'

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.target,
  minWidth: vars.size.target,
  paddingInline: vars.space.lg,
  border: `${vars.size.border} solid transparent`,
  borderRadius: vars.radius.pill,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.02em',
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `transform ${vars.motion.fast} ${vars.motion.ease}, background-color ${vars.motion.fast}, border-color ${vars.motion.fast}, box-shadow ${vars.motion.base}`,
  selectors: {
    '&[data-pressed]': { transform: 'scale(0.97)' },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
    '&[data-pending]': { cursor: 'progress', opacity: 0.6 },
  },
  '@media': {
    '(forced-colors: active)': { borderColor: 'ButtonText' },
  },
})

export const variant = styleVariants({
  primary: {
    background: vars.gradient.brand,
    color: vars.color.textOnAccent,
    selectors: { '&[data-hovered]': { boxShadow: vars.shadow.glow } },
  },
  secondary: {
    background: 'transparent',
    color: vars.color.text,
    borderColor: vars.color.line,
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.violet, background: vars.color.surfaceRaised },
    },
  },
  // What cannot be undone: the error colour in outline, never the brand gradient of a safe action.
  destructive: {
    background: 'transparent',
    color: vars.color.danger,
    borderColor: vars.color.danger,
    selectors: {
      '&[data-hovered]': { background: vars.color.danger, color: vars.color.textOnAccent },
    },
  },
  quiet: {
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    selectors: { '&[data-hovered]': { background: vars.color.line } },
  },
  icon: {
    paddingInline: 0,
    background: vars.color.overlay,
    color: vars.color.text,
    borderColor: vars.color.line,
    selectors: { '&[data-hovered]': { borderColor: vars.color.violet } },
  },
})

export const size = styleVariants({
  md: {},
  sm: {
    minHeight: vars.size.targetMin,
    minWidth: vars.size.targetMin,
    paddingInline: vars.space.sm,
    fontSize: vars.fontSize.xs,
  },
})
