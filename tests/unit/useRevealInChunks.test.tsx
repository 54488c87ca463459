// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useRevealInChunks } from '~/lib/useRevealInChunks'

describe('revealing many tiles in chunks', () => {
  it('renders everything it starts with, as the server did', () => {
    const { result } = renderHook(() => useRevealInChunks(10, 4))
    expect(result.current).toBe(10)
  })

  it('reveals one chunk with the update, then the rest in a following transition', async () => {
    const seen: number[] = []
    const { result, rerender } = renderHook(
      ({ count }) => {
        const limit = useRevealInChunks(count, 4)
        seen.push(limit)
        return limit
      },
      { initialProps: { count: 10 } },
    )
    await act(async () => rerender({ count: 49 }))
    expect(seen).toContain(14)
    expect(result.current).toBe(49)
  })

  it('shrinks at once when there are fewer to show', () => {
    const { result, rerender } = renderHook(({ count }) => useRevealInChunks(count, 4), {
      initialProps: { count: 49 },
    })
    rerender({ count: 10 })
    expect(result.current).toBe(10)
  })
})
