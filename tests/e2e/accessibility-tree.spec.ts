import type { Page } from '@playwright/test'
import { editions } from '@content/editions.ts'
import { editionPath } from '@content/slug.ts'
import { test, expect, pageIdle } from './fixtures'

// Assistive technology reads the whole page from the first moment, not only what is on screen:
// nothing that skips work for far sections may take their headings, landmarks or controls out of
// Chromium's accessibility tree. Each page is read on a fresh load, without scrolling.

const PAGES = ['/', '/editions', ...editions.map((edition) => editionPath(edition.slug))]

type Kind = 'headings' | 'landmarks' | 'controls'

/** The tree's roles for each kind; the DOM side below picks the elements that map to them. */
const AX_ROLES: Record<Kind, readonly string[]> = {
  headings: ['heading'],
  landmarks: ['main', 'navigation', 'banner', 'contentinfo', 'region'],
  controls: [
    'link',
    'button',
    'textbox',
    'searchbox',
    'checkbox',
    'radio',
    'switch',
    'combobox',
    'listbox',
    'slider',
    'spinbutton',
  ],
}

for (const path of PAGES) {
  test(`exposes every heading, landmark and control of ${path} in the accessibility tree at load`, async ({
    page,
  }) => {
    await page.goto(path)
    await page.waitForFunction(() => document.readyState === 'complete')
    await pageIdle(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    // Polled: a section hydrating meanwhile may change both sides; the tree is read first, so the
    // DOM's reading (which computes style) cannot bring a skipped section into it.
    await expect
      .poll(async () => mismatches(await treeCounts(page), await domCounts(page)), { timeout: 15_000 })
      .toEqual([])
  })
}

/** Each kind the tree and the DOM disagree on; a kind the DOM lacks counts too, so none passes empty. */
function mismatches(tree: Record<Kind, number>, dom: Record<Kind, number>): string[] {
  return (Object.keys(dom) as Kind[])
    .filter((kind) => tree[kind] !== dom[kind] || dom[kind] === 0)
    .map((kind) => `${kind}: ${tree[kind]} in the accessibility tree, ${dom[kind]} in the DOM`)
}

/** Chromium's own tree, as assistive technology gets it: the nodes it does not ignore. */
async function treeCounts(page: Page): Promise<Record<Kind, number>> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree')
    const count = (kind: Kind) =>
      nodes.filter((node) => {
        if (node.ignored) return false
        const role = String(node.role?.value ?? '')
        // An unnamed region is no landmark: Chromium may still call a named-less section a region.
        if (role === 'region' && !node.name?.value) return false
        return AX_ROLES[kind].includes(role)
      }).length
    return { headings: count('headings'), landmarks: count('landmarks'), controls: count('controls') }
  } finally {
    await cdp.detach()
  }
}

/** What the markup says should be there: every such element not hidden from everyone. */
function domCounts(page: Page): Promise<Record<Kind, number>> {
  return page.evaluate(() => {
    const shown = (el: Element) =>
      el.checkVisibility({ visibilityProperty: true }) && !el.closest('[aria-hidden="true"], [inert]')
    const count = (selector: string, keep: (el: Element) => boolean = () => true) =>
      [...document.querySelectorAll(selector)].filter((el) => shown(el) && keep(el)).length
    const named = (el: Element) => el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby')
    const topLevel = (el: Element) => !el.parentElement?.closest('article, aside, main, nav, section')
    return {
      headings: count('h1, h2, h3, h4, h5, h6, [role="heading"]'),
      landmarks:
        count('main, [role="main"], nav, [role="navigation"], [role="banner"], [role="contentinfo"]') +
        count('header:not([role]), footer:not([role])', topLevel) +
        count('section:not([role]), [role="region"]', named),
      controls: count(
        [
          'a[href]:not([role])',
          'button:not([role])',
          'input:not([type="hidden"]):not([role])',
          'select',
          'textarea',
          '[role="link"]',
          '[role="button"]',
          '[role="checkbox"]',
          '[role="radio"]',
          '[role="switch"]',
          '[role="combobox"]',
          '[role="slider"]',
        ].join(', '),
      ),
    }
  })
}
