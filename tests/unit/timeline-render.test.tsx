// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { timelineSteps } from '@content/featured.ts'
import type * as Images from '~/lib/images'
import type * as Tabs from '~/ui/Tabs'

// Each image the timeline asks for, with the callback that reports it settled.
const preloads = vi.hoisted(() => [] as { image: Images.ResolvedImage; onSettled: () => void }[])
const tabRenders = vi.hoisted(() => ({ count: 0 }))

vi.mock('~/lib/images', async (importOriginal) => ({
  ...(await importOriginal<typeof Images>()),
  preloadImage: (image: Images.ResolvedImage, _sizes: string, onSettled: () => void) =>
    preloads.push({ image, onSettled }),
}))
vi.mock('~/ui/Tabs', async (importOriginal) => {
  const actual = await importOriginal<typeof Tabs>()
  return {
    ...actual,
    Tab: (props: Parameters<typeof actual.Tab>[0]) => {
      tabRenders.count++
      return actual.Tab(props)
    },
  }
})

const { Timeline } = await import('~/sections/timeline/Timeline')

describe('timeline rendering', () => {
  beforeEach(() => {
    preloads.length = 0
    tabRenders.count = 0
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList
  })
  afterEach(cleanup)

  it('redraws the badge, not the step buttons, when an image settles', async () => {
    render(<Timeline />)
    await vi.waitFor(() => expect(preloads.length).toBeGreaterThan(0))
    expect(screen.getAllByRole('tab')).toHaveLength(timelineSteps.length)
    const badge = screen.getByText(/^Loading 0\/\d+$/)
    const rendersBefore = tabRenders.count
    expect(rendersBefore).toBeGreaterThan(0)

    act(() => preloads[0]!.onSettled())

    expect(badge.textContent).toMatch(/^Loading 1\/\d+$/)
    expect(tabRenders.count).toBe(rendersBefore)
  })

  it('redraws the step buttons when the step changes', () => {
    render(<Timeline />)
    const rendersBefore = tabRenders.count
    act(() => {
      window.location.hash = '#step-3'
      fireEvent(window, new HashChangeEvent('hashchange'))
    })
    expect(screen.getByRole('tab', { name: /^Step 3:/ }).getAttribute('aria-selected')).toBe('true')
    expect(tabRenders.count).toBeGreaterThan(rendersBefore)
  })
})
