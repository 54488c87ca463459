// `npm run bench` times a tap that opens a part until that part is drawn, since INP stops at the
// tap's own paint (docs/decisions/0081). These check the watcher it runs in the page.
import { answerDrawnAfter, watchAnswer } from '../../tools/bench/interactions'
import { test, expect, gotoHome } from './fixtures'

const ANSWER = '[data-bench-answer]'

test.describe("the bench's watch for a tap's answer @mobile-only", () => {
  test('counts from the press to the first frame with the answer in it, however late it comes', async ({
    page,
  }) => {
    await gotoHome(page)
    await page.evaluate(watchAnswer, ANSWER)
    // The press, then the answer two frames later, as a part whose code was still coming.
    const insertedAfter = await page.evaluate(
      (answer) =>
        new Promise<number>((inserted) => {
          const pressedAt = performance.now()
          dispatchEvent(new PointerEvent('pointerdown'))
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const part = document.createElement('div')
              part.setAttribute(answer.slice(1, -1), '')
              document.body.append(part)
              inserted(performance.now() - pressedAt)
            }),
          )
        }),
      ANSWER,
    )
    expect(await answerDrawnAfter(page)).toBeGreaterThanOrEqual(Math.floor(insertedAfter))
  })

  test('refuses to watch for an answer that is on the page before the tap', async ({ page }) => {
    await gotoHome(page)
    await expect(page.evaluate(watchAnswer, 'main')).rejects.toThrow(/main is on the page before the tap/)
  })
})
