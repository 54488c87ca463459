import { style } from '@vanilla-extract/css'
import { focusRing, vars } from '@styles/theme.css'

export const popover = style({
  zIndex: vars.zIndex.overlay,
  minWidth: '14rem',
  maxWidth: 'calc(100vw - 2rem)',
  // A short landscape phone scrolls the menu rather than cutting its last links off (WCAG 1.4.10).
  maxHeight: 'var(--visual-viewport-height)',
  overflowY: 'auto',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.line}`,
  boxShadow: vars.shadow.card,
})

export const menu = style({ padding: vars.space.xs, outline: 'none' })

export const section = style({
  selectors: { '* + &': { borderTop: `${vars.size.border} solid ${vars.color.line}` } },
})

export const heading = style({
  paddingInline: vars.space.sm,
  paddingTop: vars.space.sm,
  paddingBottom: vars.space.xxs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
})

export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.surfaceRaised },
    '&[data-focus-visible]': focusRing,
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-focused]': { outline: `${vars.size.focusWidth} solid Highlight` } },
    },
  },
})
