// Text that grows and is never cut (WCAG 1.4.4), measured the same on every kind of page.
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

// Text-only zoom: the root font size doubled, the layout width unchanged (WCAG 1.4.4).
export const TEXT_200 = `html { font-size: 200% !important; }`

// WCAG 1.4.12's values, as a visitor's own stylesheet would set them.
export const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`

export interface CutText {
  text: string
  why: string
}

/**
 * Every visible run of text that the visitor cannot reach: past the left or right edge of the page
 * outside a sideways scroller, or outside a box that clips it. A clamped description (its
 * "Read the whole story" button shows the rest) may be cut at the bottom only.
 */
export function findCutText(): CutText[] {
  const viewportWidth = document.documentElement.clientWidth
  const cut: CutText[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const isHidden = (element: Element) =>
    !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? ''
    const parent = node.parentElement
    if (!text || !parent || isHidden(parent) || parent.closest('script, style, template')) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    const box = range.getBoundingClientRect()
    if (box.width === 0 && box.height === 0) continue
    let scrollsSideways = false
    let visuallyHidden = false
    for (
      let ancestor: Element | null = parent;
      ancestor && ancestor !== document.body;
      ancestor = ancestor.parentElement
    ) {
      const style = getComputedStyle(ancestor)
      const own = ancestor.getBoundingClientRect()
      if (own.width <= 1 || own.height <= 1) {
        visuallyHidden = true
        break
      }
      const scrollable = (value: string) => value === 'auto' || value === 'scroll'
      if (scrollable(style.overflowX)) scrollsSideways = true
      const clipsX = !scrollable(style.overflowX) && style.overflowX !== 'visible'
      const clipsY = !scrollable(style.overflowY) && style.overflowY !== 'visible'
      const clamped = style.webkitLineClamp !== 'none'
      const edge = 1
      if (clipsX && (box.left < own.left - edge || box.right > own.right + edge))
        cut.push({
          text,
          why: `cut sideways by <${ancestor.tagName.toLowerCase()} class="${ancestor.className}">`,
        })
      else if (clipsY && !clamped && (box.top < own.top - edge || box.bottom > own.bottom + edge))
        cut.push({
          text,
          why: `cut top or bottom by <${ancestor.tagName.toLowerCase()} class="${ancestor.className}">`,
        })
    }
    if (visuallyHidden || scrollsSideways) continue
    if (box.left < -1 || box.right > viewportWidth + 1)
      cut.push({
        text,
        why: `spans ${Math.round(box.left)}..${Math.round(box.right)} of ${viewportWidth} px`,
      })
  }
  return cut
}

/** Applies a test stylesheet and waits for the fonts it may ask for. */
export async function restyle(page: Page, stylesheet: string) {
  await page.addStyleTag({ content: stylesheet })
  await page.evaluate(() => document.fonts.ready)
}

/** The computed font size, in CSS px, of each element `selector` matches, named for a failure. */
export const textSizes = (page: Page, selector: string) =>
  page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)].map((element) => ({
        what: `${element.localName} "${element.textContent?.trim().slice(0, 30)}"`,
        px: parseFloat(getComputedStyle(element).fontSize),
      })),
    selector,
  )

/** Each measured text whose size grew by less than `least` times from `before` to `after`. */
export function grownTooLittle(
  before: { what: string; px: number }[],
  after: { what: string; px: number }[],
  least: number,
) {
  expect(after.map(({ what }) => what)).toEqual(before.map(({ what }) => what))
  return before
    .map(({ what, px }, index) => ({ what, times: Math.round((after[index]!.px / px) * 100) / 100 }))
    .filter(({ times }) => times < least)
}

/** Whether the page is wider than its window, so that it scrolls sideways. */
export const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)
