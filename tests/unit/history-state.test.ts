import { createBrowserHistory } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { seedHistoryState } from '~/lib/historyState'

/** The parts of a window TanStack History uses, with every replaceState recorded. */
function fakeWindow(state: unknown = null) {
  const replaced: unknown[] = []
  const history = {
    state,
    length: 1,
    pushState(next: unknown) {
      history.state = next
    },
    replaceState(next: unknown) {
      replaced.push(next)
      history.state = next
    },
  }
  const win = {
    history,
    location: { pathname: '/', search: '', hash: '#step-3', href: 'http://localhost/#step-3' },
    document: { baseURI: 'http://localhost/' },
    addEventListener() {},
    removeEventListener() {},
  }
  return { win, replaced, asWindow: win as unknown as Window }
}

describe('the history entry seeded before the router starts', () => {
  it('is what TanStack History writes itself, so the library has not changed its state', () => {
    const bare = fakeWindow()
    createBrowserHistory({ window: bare.win })
    const seeded = fakeWindow()
    seedHistoryState(seeded.asWindow)

    expect(bare.replaced).toHaveLength(1)
    expect(seeded.replaced).toHaveLength(1)
    const keysOf = (state: unknown) => Object.keys(state as object).sort()
    expect(keysOf(seeded.replaced[0])).toEqual(keysOf(bare.replaced[0]))
    expect(seeded.replaced[0]).toMatchObject({ __TSR_index: 0 })
  })

  it('leaves createBrowserHistory nothing to write, and the router reads the seeded entry', () => {
    const { win, replaced, asWindow } = fakeWindow()
    seedHistoryState(asWindow)
    const seededState = win.history.state as { __TSR_key: string; key: string }

    const history = createBrowserHistory({ window: win })

    expect(replaced).toHaveLength(1)
    expect(seededState.key).toBe(seededState.__TSR_key)
    expect(history.location.state).toEqual(seededState)
    expect(history.location.hash).toBe('#step-3')
  })

  it('keeps the key of an entry that has one (a reload, or back to the page)', () => {
    const kept = { __TSR_index: 2, key: 'abc', __TSR_key: 'abc' }
    const { win, replaced, asWindow } = fakeWindow(kept)
    seedHistoryState(asWindow)
    expect(replaced).toHaveLength(0)
    expect(win.history.state).toBe(kept)
  })
})
