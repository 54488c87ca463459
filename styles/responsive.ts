import type { StyleRule } from '@vanilla-extract/css'
import { mediaQueries } from './tokens'

type Rule = Omit<StyleRule, '@media' | '@supports'>

/** Mobile-first: `mobile` is the base style, `desktop` applies from `MOBILE_BREAKPOINT_PX` up. */
export function responsiveStyle({ mobile, desktop }: { mobile?: Rule; desktop?: Rule }): StyleRule {
  return {
    ...mobile,
    ...(desktop ? { '@media': { [mediaQueries.desktop]: desktop } } : {}),
  } as StyleRule
}
