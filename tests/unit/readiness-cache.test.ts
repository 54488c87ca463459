import { describe, expect, it } from 'vitest'
import { cachedReadiness, READINESS_CACHE_MS } from '~/http/readiness'

function heldCheck() {
  const pending: ((ready: boolean) => void)[] = []
  const check = () => new Promise<boolean>((resolve) => pending.push(resolve))
  return { check, pending }
}

describe('/readyz answer cache', () => {
  it('asks the store once for a flood of probes that arrive while one check is running', async () => {
    const { check, pending } = heldCheck()
    const isReady = cachedReadiness(check)
    const answers = Array.from({ length: 100 }, () => isReady())
    expect(pending).toHaveLength(1)
    pending[0]!(true)
    expect(await Promise.all(answers)).toEqual(Array(100).fill(true))
  })

  it('reuses an answer for a second after it came, then asks again', async () => {
    let clock = 0
    let asked = 0
    let ready = true
    const isReady = cachedReadiness(async () => (asked++, ready), { now: () => clock })
    expect(await isReady()).toBe(true)
    ready = false
    clock += READINESS_CACHE_MS - 1
    expect(await isReady()).toBe(true)
    expect(asked).toBe(1)
    clock += 1
    expect(await isReady()).toBe(false)
    expect(asked).toBe(2)
  })

  it('counts a check that throws as not ready, and asks again after the cache time', async () => {
    let clock = 0
    let fails = true
    const isReady = cachedReadiness(
      async () => {
        if (fails) throw new Error('store gone')
        return true
      },
      { now: () => clock },
    )
    expect(await isReady()).toBe(false)
    fails = false
    clock += READINESS_CACHE_MS
    expect(await isReady()).toBe(true)
  })

  it("counts a check that throws before it returns a promise as not ready: a store that can't be made", async () => {
    const isReady = cachedReadiness(() => {
      throw new Error('MAIL_TOKEN_SECRET must be at least 32 characters')
    })
    expect(await isReady()).toBe(false)
  })

  it('keeps a slow answer for a second from when it came, not from when it was asked', async () => {
    let clock = 0
    const { check, pending } = heldCheck()
    const isReady = cachedReadiness(check, { now: () => clock })
    const first = isReady()
    clock += 5 * READINESS_CACHE_MS
    pending[0]!(true)
    await first
    expect(await isReady()).toBe(true)
    expect(pending).toHaveLength(1)
  })
})
