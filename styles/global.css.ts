import { globalStyle } from '@vanilla-extract/css'
import { vars, focusRing } from './theme.css'
import { mediaQueries } from './tokens'

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })
globalStyle('html', {
  colorScheme: 'dark',
  scrollBehavior: 'smooth',
  scrollPaddingTop: `calc(${vars.size.navbarHeight} + ${vars.space.lg})`,
  WebkitTextSizeAdjust: '100%',
  '@media': { [mediaQueries.reducedMotion]: { scrollBehavior: 'auto' } },
})
globalStyle('body', {
  margin: 0,
  background: vars.color.night,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  WebkitFontSmoothing: 'antialiased',
  // Enlarged text breaks a long word rather than pushing the page wider than the screen (WCAG 1.4.4).
  overflowWrap: 'anywhere',
})
globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.display,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
  letterSpacing: '-0.02em',
  textWrap: 'balance',
})
globalStyle('p', { margin: 0, textWrap: 'pretty' })
globalStyle('img, svg, video, iframe', { display: 'block', maxWidth: '100%' })
globalStyle('img', { height: 'auto' })
globalStyle('a', { color: vars.color.lagoon, textUnderlineOffset: '0.2em' })
globalStyle('button, input, textarea, select', { font: 'inherit', color: 'inherit' })
// react-aria marks keyboard focus with data-focus-visible; plain links and inputs use :focus-visible.
globalStyle(':focus-visible, [data-focus-visible]', focusRing)
globalStyle('::selection', { background: vars.color.violetDeep, color: vars.color.text })
