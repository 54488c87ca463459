import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { visible as frameworkVisible } from '@tanstack/react-start/hydration'
import { visible } from '~/boot/visibleHydration'

type Deliver = (entries: { target: object; isIntersecting: boolean }[]) => void

/** A stand-in IntersectionObserver: the test delivers entries as a busy browser batches them. */
const observers: Deliver[] = []
class FakeIntersectionObserver {
  constructor(callback: Deliver) {
    observers.push(callback)
  }
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** Starts `strategy` on a section the way `VisibleHydrate` does, then delivers one batch. */
function watchAndDeliver(strategy: ReturnType<typeof visible>, batch: boolean[]) {
  const element = {}
  const gate = { s: vi.fn() }
  strategy._s!({ element: element as Element, gate: gate as never })
  observers.at(-1)!(batch.map((isIntersecting) => ({ target: element, isIntersecting })))
  return gate.s
}

describe('sections that hydrate as they come near (app/boot/visibleHydration.ts)', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver))
  afterEach(() => {
    vi.unstubAllGlobals()
    observers.length = 0
  })

  it('hydrates a section whose "near" entry comes in one batch after a "far" one', () => {
    expect(watchAndDeliver(visible({ rootMargin: '11px' }), [false, true])).toHaveBeenCalledOnce()
  })

  it('waits while every entry of the batch says the section is far', () => {
    expect(watchAndDeliver(visible({ rootMargin: '12px' }), [false, false])).not.toHaveBeenCalled()
  })

  it("guard: the framework's own visible() still drops that batch (when this fails, drop the patch)", () => {
    expect(watchAndDeliver(frameworkVisible({ rootMargin: '13px' }), [false, true])).not.toHaveBeenCalled()
  })
})
