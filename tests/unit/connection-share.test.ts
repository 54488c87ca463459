import { describe, expect, it } from 'vitest'
import { createConnectionShare, type Connection } from '../../server/connection-share'

const RULES = { perClient: 3, pressureFrom: 6, pressureIdleMs: 1000 }

function connection(): Connection & { ended: boolean } {
  const made = {
    ended: false,
    destroy() {
      made.ended = true
    },
  }
  return made
}

function clock() {
  let at = 0
  return { now: () => at, advance: (ms: number) => (at += ms) }
}

describe('a fair share of connections', () => {
  it("ends a client's longest-idle connection when it opens one more than its share", () => {
    const time = clock()
    const share = createConnectionShare(RULES, time.now)
    const mine = [connection(), connection(), connection()]
    for (const each of mine) {
      share.opened(each, '203.0.113.7')
      time.advance(10)
    }
    share.requestStarted(mine[0]!)
    const fourth = connection()
    share.opened(fourth, '203.0.113.7')
    expect(mine.map((each) => each.ended)).toEqual([false, true, false])
    expect(fourth.ended).toBe(false)
    expect(share.open).toBe(3)
  })

  it('ends the newest when every connection of the client has a request in flight', () => {
    const share = createConnectionShare(RULES)
    const busy = [connection(), connection(), connection()]
    for (const each of busy) {
      share.opened(each, '203.0.113.7')
      share.requestStarted(each)
    }
    const fourth = connection()
    share.opened(fourth, '203.0.113.7')
    expect(fourth.ended).toBe(true)
    expect(busy.some((each) => each.ended)).toBe(false)
  })

  it("counts other clients' connections apart", () => {
    const share = createConnectionShare(RULES)
    const all = ['198.51.100.1', '198.51.100.2'].flatMap((key) =>
      [1, 2, 3].map(() => {
        const each = connection()
        share.opened(each, key)
        return each
      }),
    )
    expect(all.some((each) => each.ended)).toBe(false)
  })

  it('moves a connection to the client its request names, behind a trusted proxy', () => {
    const share = createConnectionShare(RULES)
    const fromProxy = [connection(), connection(), connection(), connection()]
    for (const each of fromProxy) share.opened(each, null)
    for (const each of fromProxy.slice(0, 3)) {
      share.requestStarted(each, '198.51.100.9')
      share.requestEnded(each)
    }
    expect(fromProxy.some((each) => each.ended)).toBe(false)
    share.requestStarted(fromProxy[3]!, '198.51.100.9')
    expect(fromProxy.filter((each) => each.ended)).toHaveLength(1)
    expect(fromProxy[3]!.ended).toBe(false)
  })

  it('cuts only idle connections, and only once the server is under pressure', () => {
    const time = clock()
    const share = createConnectionShare(RULES, time.now)
    const open = Array.from({ length: 5 }, (_, i) => {
      const each = connection()
      share.opened(each, `192.0.2.${i}`)
      return each
    })
    time.advance(5000)
    expect(share.sweep()).toBe(0)

    const sixth = connection()
    share.opened(sixth, '192.0.2.9')
    share.requestStarted(open[0]!)
    expect(share.underPressure).toBe(true)
    expect(share.sweep()).toBe(4)
    expect(open.map((each) => each.ended)).toEqual([false, true, true, true, true])
    expect(sixth.ended).toBe(false)
  })
})
