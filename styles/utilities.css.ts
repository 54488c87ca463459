import { style } from '@vanilla-extract/css'
import { vars } from './theme.css'

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
})

/** A list that is a layout, not a bulleted text list: semantics kept, bullets and indents gone. */
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 })

export const container = style({
  width: '100%',
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
})

// Every section is laid out from the start: Chromium leaves a section skipped by
// `content-visibility: auto` out of the accessibility tree (docs/decisions/0018-content-visibility-auto.md).
export const section = style({
  paddingBlock: vars.space.section,
  scrollMarginTop: vars.space.lg,
})

export const gradientText = style({
  backgroundImage: vars.gradient.brand,
  backgroundClip: 'text',
  WebkitBackgroundClip: 'text',
  color: 'transparent',
  '@media': { '(forced-colors: active)': { color: 'CanvasText', backgroundImage: 'none' } },
})

export const lede = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  maxWidth: vars.size.prose,
})

/** The "back to …" link at the top of the archive's pages. */
export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.target,
  color: vars.color.text,
  fontWeight: 600,
  selectors: { '&:hover': { color: vars.color.lagoon } },
})
