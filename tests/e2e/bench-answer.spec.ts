// `npm run bench` times a tap that opens a part until that part is drawn, since INP stops at the
// tap's own paint (docs/decisions/0081). These check the watcher it runs in the page.
import type { Page } from '@playwright/test'
import { answerDrawnAfter, watchAnswer } from '../../tools/bench/interactions'
import { test, expect, gotoHome } from './fixtures'

const ANSWER_ATTRIBUTE = 'data-bench-answer'
const ANSWER = `[${ANSWER_ATTRIBUTE}]`

test.describe("the bench's watch for a tap's answer @mobile-only", () => {
  test.beforeEach(async ({ page }) => {
    await gotoHome(page)
    await page.evaluate(() =>
      addEventListener('pointerdown', (event) => ((window as unknown as Tapped).tappedAt = event.timeStamp), {
        once: true,
      }),
    )
  })

  test('counts from the tap to the first frame with the answer in it', async ({ page }) => {
    await page.evaluate(watchAnswer, ANSWER)
    await tapTheHeading(page)
    // The answer two frames after the tap, in a task of its own, as a part whose code was still
    // coming; then the second frame after it.
    const { insertedAfter, secondFrameAfter } = await page.evaluate(
      (attribute) =>
        new Promise<{ insertedAfter: number; secondFrameAfter: number }>((done) => {
          const { tappedAt } = window as unknown as Tapped
          const insert = () => {
            const part = document.createElement('div')
            part.hidden = true
            part.setAttribute(attribute, '')
            document.body.append(part)
            const insertedAfter = performance.now() - tappedAt
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                done({ insertedAfter, secondFrameAfter: performance.now() - tappedAt }),
              ),
            )
          }
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(insert)))
        }),
      ANSWER_ATTRIBUTE,
    )
    const drawnAfter = await answerDrawnAfter(page)
    expect(drawnAfter).toBeGreaterThanOrEqual(Math.floor(insertedAfter))
    expect(drawnAfter).toBeLessThan(Math.floor(secondFrameAfter))
  })

  test('reads an answer that never comes as never drawn, a missed budget rather than a failed run', async ({
    page,
  }) => {
    await page.evaluate(watchAnswer, ANSWER)
    await tapTheHeading(page)
    expect(await answerDrawnAfter(page, 500)).toBe(Number.POSITIVE_INFINITY)
  })

  test('refuses to watch for an answer that is on the page before the tap', async ({ page }) => {
    await expect(page.evaluate(watchAnswer, 'main')).rejects.toThrow(/main is on the page before the tap/)
  })
})

type Tapped = { tappedAt: number }

/** A tap on the hero's heading, which answers nothing: only the watcher hears it. */
async function tapTheHeading(page: Page) {
  const box = await page.locator('#hero-title').boundingBox()
  if (!box) throw new Error('the hero heading has no box')
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
  await expect.poll(() => page.evaluate(() => (window as unknown as Tapped).tappedAt)).toBeGreaterThan(0)
}
