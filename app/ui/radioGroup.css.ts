import { style } from '@vanilla-extract/css'
import { focusRing, vars } from '@styles/theme.css'

// What both looks share. The ring also follows the browser's own :focus-visible on the hidden
// input at once, not only react-aria's data attribute, which arrives with the next render.
const choice = style({
  border: `${vars.size.border} solid ${vars.color.line}`,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.violet },
    '&[data-focus-visible], &:has(input:focus-visible)': focusRing,
  },
})

/** A radio drawn as a pill, as in a row of filters. */
export const pill = style([
  choice,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.target,
    paddingInline: vars.space.lg,
    borderRadius: vars.radius.pill,
    background: 'transparent',
    fontWeight: 700,
    fontSize: vars.fontSize.sm,
    transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}, color ${vars.motion.fast}`,
    selectors: {
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
  },
])

/** A radio drawn as a selectable card that holds richer content. */
export const card = style([
  choice,
  {
    display: 'block',
    width: '100%',
    height: '100%',
    padding: vars.space.lg,
    textAlign: 'start',
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    transition: `border-color ${vars.motion.fast}, background-color ${vars.motion.fast}, transform ${vars.motion.fast}`,
    selectors: {
      '&[data-selected]': {
        borderColor: vars.color.magenta,
        background: vars.color.surfaceRaised,
        boxShadow: vars.shadow.glow,
      },
    },
    '@media': {
      '(forced-colors: active)': { selectors: { '&[data-selected]': { outline: '3px solid Highlight' } } },
    },
  },
])

/** The box react-aria puts around each radio and its description: no box of its own in the layout. */
export const field = style({ display: 'contents' })
