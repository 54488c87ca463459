// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { COPIED_INDICATOR_MS, useCopyToClipboard } from '~/sections/call-to-action/useCopyToClipboard'
import {
  nextRevealState,
  reachableThreshold,
  visibleShare,
  TALL_ELEMENT_FIT_SHARE,
} from '~/sections/numbers/useRevealOnce'

describe('copy-code control', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('copies the code and shows the check for 2000 ms, then reverts', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    const { result } = renderHook(() => useCopyToClipboard(() => ({ writeText })))
    await act(() => result.current.copy('CULTURECODED'))
    expect(writeText).toHaveBeenCalledWith('CULTURECODED')
    expect(result.current.isCopied).toBe(true)
    await act(async () => vi.advanceTimersByTime(1999))
    expect(result.current.isCopied).toBe(true)
    await act(async () => vi.advanceTimersByTime(1))
    expect(result.current.isCopied).toBe(false)
  })

  it('only logs a clipboard failure and shows no check', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const writeText = vi.fn().mockRejectedValue(new Error('denied'))
    const { result } = renderHook(() => useCopyToClipboard(() => ({ writeText })))
    await act(() => result.current.copy('CULTURECODED'))
    expect(result.current.isCopied).toBe(false)
    expect(error).toHaveBeenCalledOnce()
    error.mockRestore()
  })

  it('restarts the 2000 ms when copied again', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    const { result } = renderHook(() => useCopyToClipboard(() => ({ writeText })))
    const most = (COPIED_INDICATOR_MS * 3) / 4
    await act(() => result.current.copy('A'))
    await act(async () => vi.advanceTimersByTime(most))
    await act(() => result.current.copy('A'))
    await act(async () => vi.advanceTimersByTime(most))
    expect(result.current.isCopied).toBe(true)
    await act(async () => vi.advanceTimersByTime(COPIED_INDICATOR_MS - most))
    expect(result.current.isCopied).toBe(false)
  })
})

describe('by the numbers reveal', () => {
  it('stays hidden at 29% and reveals at 30%', () => {
    expect(nextRevealState('hidden', 0.29, 0.3)).toBe('hidden')
    expect(nextRevealState('hidden', 0.3, 0.3)).toBe('revealed')
  })

  it('never hides again once revealed (one-way)', () => {
    expect(nextRevealState('revealed', 0, 0.3)).toBe('revealed')
  })

  it('leaves statically shown cards alone', () => {
    expect(nextRevealState('static', 1, 0.3)).toBe('static')
  })

  it('measures the share of a section on screen, none when it is wholly above or below', () => {
    expect(visibleShare(0, 1000, 500)).toBe(0.5)
    expect(visibleShare(-250, 750, 500)).toBe(0.5)
    expect(visibleShare(844, 1900, 844)).toBe(0)
    expect(visibleShare(-1200, -10, 844)).toBe(0)
  })

  it('asks for 30% of a section that fits that much on screen', () => {
    expect(reachableThreshold(0.3, 1148, 844)).toBe(0.3)
    expect(reachableThreshold(0.3, 1800, 600)).toBe(0.3)
  })

  it('asks a section too tall for 30% of it to fit for a share of what fits instead', () => {
    // A 1108 px section on a 320 px landscape phone can never be more than 29% visible.
    expect(reachableThreshold(0.3, 1108, 320)).toBeCloseTo((TALL_ELEMENT_FIT_SHARE * 320) / 1108)
    expect(nextRevealState('hidden', 320 / 1108, reachableThreshold(0.3, 1108, 320))).toBe('revealed')
  })
})
