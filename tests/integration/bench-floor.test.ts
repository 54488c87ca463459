// `npm run bench` measures the site beside a bare page built and served as the site is
// (tools/bench/floor.ts). The floor is served by server/start.ts through an entry of its own, so a
// change to what the server asks of its entry must reach the floor's too, or the bench breaks.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startFloor, type Floor } from '../../tools/bench/floor'
import { freePort } from '../support/server'

describe('the bench’s floor', { timeout: 180_000 }, () => {
  let floor: Floor | undefined

  beforeAll(async () => {
    // A variant is asked for by name alone, never by what the caller's environment holds.
    vi.stubEnv('FLOOR_VARIANT', 'toast')
    floor = await startFloor(await freePort())
  }, 180_000)
  afterAll(async () => {
    vi.unstubAllEnvs()
    await floor?.stop()
  })

  it('builds, and the site’s server sends its one-Button page each time it is asked', async () => {
    for (let visit = 0; visit < 5; visit += 1) {
      const response = await fetch(`${floor!.origin}/`)
      expect(response.status).toBe(200)
      expect(await response.text()).toMatch(/<h1>The floor<\/h1>.*>Tap<\/button>/s)
    }
  })

  it('is its one-Button page, not a variant, whatever FLOOR_VARIANT the caller has', async () => {
    expect(await (await fetch(`${floor!.origin}/`)).text()).not.toContain('data-floor=')
  })
})
