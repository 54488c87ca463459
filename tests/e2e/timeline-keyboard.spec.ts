import type { Page } from '@playwright/test'
import { timelineSteps } from '../../content/featured.ts'
import { test, expect, hydrated } from './fixtures'

const stepTab = (page: Page, n: number) => page.getByRole('tab', { name: new RegExp(`^Step ${n}:`) })

/** What has focus, named for a failure message: `body`, or the element's role or tag and its name. */
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return 'body'
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? ''
    return `${element.getAttribute('role') ?? element.localName} "${name}"`
  })

const focusIsInTimeline = (page: Page) =>
  page.evaluate(() => document.getElementById('timeline')?.contains(document.activeElement) ?? false)

test.describe('timeline by keyboard, from a fresh load (WCAG 2.1.1, 2.4.3)', () => {
  test('reaches the five step tabs in order by Tab and the arrow keys, and focus never drops to the page', async ({
    page,
  }) => {
    // No waiting for any code: a visitor starts pressing Tab as soon as the page shows.
    await page.goto('/')
    const walked: string[] = []
    for (let presses = 0; !(await focusIsInTimeline(page)); presses++) {
      expect(presses, `never reached the timeline; walked ${walked.join(' → ')}`).toBeLessThan(40)
      await page.keyboard.press('Tab')
      walked.push(await focusedElement(page))
      expect(walked.at(-1), `focus dropped to the page after ${walked.join(' → ')}`).not.toBe('body')
    }
    expect(walked.at(-1), 'the first stop in the timeline').toMatch(/^tab "Step 1:/)

    // The timeline's code arrives while focus is in it: focus must stay where the visitor put it.
    await hydrated(page.locator('#timeline'), { scroll: false })
    await expect(stepTab(page, 1)).toBeFocused()
    for (let n = 2; n <= timelineSteps.length; n++) {
      await page.keyboard.press('ArrowRight')
      await expect(stepTab(page, n)).toBeFocused()
      await expect(stepTab(page, n)).toHaveAttribute('aria-selected', 'true')
    }
    await page.keyboard.press('Tab')
    expect(await focusedElement(page)).toMatch(/^button "Open full screen:/)
  })
})

test.describe('timeline by keyboard, faster than it renders (WCAG 2.4.3)', () => {
  test("keeps focus on the picture when Tab follows a step's arrow key before the new step has rendered", async ({
    page,
  }) => {
    await page.goto('/')
    await hydrated(page.locator('#timeline'))
    // A slow phone: the new step renders in a transition, well after both keys have landed.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 })
    await stepTab(page, 1).focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Tab')
    await expect(stepTab(page, 2)).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toContainText(timelineSteps[1]!.title)
    await expect(page.locator('#timeline').getByRole('button', { name: /^Open full screen:/ })).toBeFocused()
  })
})

test.describe('timeline focus ring (WCAG 2.4.7)', () => {
  test('rings only the control that has focus, not the stage around it', async ({ page }) => {
    await page.goto('/')
    await hydrated(page.locator('#timeline'))
    await stepTab(page, 1).focus()
    await page.keyboard.press('ArrowRight')
    await expect(stepTab(page, 2)).toBeFocused()
    // Polled: react-aria draws the ring from focus-visible state, a render after the key press.
    const ringed = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('#timeline *')]
          .filter((element) => {
            const { outlineStyle, outlineWidth } = getComputedStyle(element)
            return outlineStyle !== 'none' && parseFloat(outlineWidth) > 0
          })
          .map((element) =>
            element === document.activeElement ? 'focused' : element.outerHTML.slice(0, 80),
          ),
      )
    for (const stop of ['the step tab', 'the picture']) {
      await expect.poll(ringed, { message: stop }).toEqual(['focused'])
      await page.keyboard.press('Tab')
    }
  })
})
