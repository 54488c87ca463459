import { style } from '@vanilla-extract/css'
import { focusRing, vars } from '@styles/theme.css'

// The ring follows the browser's own :focus-visible on the hidden input at once, not only
// react-aria's data attribute, which arrives with the next render.
const ringOnInputFocus = { selectors: { '&:has(input:focus-visible)': focusRing } }

const pillLook = style({
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

const cardLook = style({
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

/** A radio drawn as a selectable card that holds richer content. */
export const card = style([cardLook, ringOnInputFocus])
/** A radio drawn as a pill, as in a row of filters. */
export const pill = style([pillLook, { display: 'inline-flex', alignItems: 'center' }, ringOnInputFocus])
