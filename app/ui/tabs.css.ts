import { style } from '@vanilla-extract/css'
import { focusRing, vars } from '@styles/theme.css'

// react-aria marks the whole Tabs as focus-visible while a control inside it is: only that control
// is ringed, so it is plain which one has focus (WCAG 2.4.7).
export const root = style({ selectors: { '&[data-focus-visible]': { outline: 'none' } } })
export const list = style({ display: 'flex', gap: vars.space.xs })
export const tab = style({
  display: 'grid',
  placeItems: 'center',
  minWidth: vars.size.target,
  minHeight: vars.size.target,
  borderRadius: vars.radius.pill,
  border: `${vars.size.border} solid ${vars.color.line}`,
  background: vars.color.overlay,
  backdropFilter: 'blur(8px)',
  color: vars.color.text,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.citrus },
    '&[data-focus-visible]': focusRing,
    '&[data-selected]': {
      background: vars.color.citrus,
      color: vars.color.textOnAccent,
      borderColor: vars.color.citrus,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&[data-selected]': { background: 'Highlight', color: 'HighlightText', forcedColorAdjust: 'none' },
      },
    },
  },
})
export const panel = style({ selectors: { '&[data-focus-visible]': focusRing } })
