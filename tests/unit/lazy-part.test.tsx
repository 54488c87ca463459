// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyPart, useLazyPart, type LazyPart } from '~/lib/lazyPart'

type Code = { default: () => React.JSX.Element }
const code: Code = { default: () => <p>the part</p> }

/** Whether each render that needed the part had its code. */
let drawn: boolean[] = []

function Host({ part, need }: { part: LazyPart<Code>; need: unknown }) {
  const Part = useLazyPart(part, need)?.default
  if (need) drawn.push(Boolean(Part))
  return Part ? <Part /> : null
}

afterEach(() => {
  cleanup()
  drawn = []
})

describe('a part of the page whose code comes later', () => {
  it('is drawn by the very update that needs it once its code has arrived', async () => {
    const part = lazyPart(async () => code)
    await part.load()
    const { rerender } = render(<Host part={part} need={false} />)
    expect(screen.queryByText('the part')).toBeNull()
    act(() => rerender(<Host part={part} need />))
    expect(screen.getByText('the part')).toBeTruthy()
    // Not a render without it first, to be followed by one with it.
    expect(drawn).toEqual([true])
  })

  it('fetches its code once when needed before it came, and is drawn when it arrives', async () => {
    let arrive = (_: Code) => {}
    const importer = vi.fn(() => new Promise<Code>((resolve) => (arrive = resolve)))
    const part = lazyPart(importer)
    void part.load()
    render(<Host part={part} need />)
    expect(screen.queryByText('the part')).toBeNull()
    await act(async () => arrive(code))
    expect(screen.getByText('the part')).toBeTruthy()
    expect(importer).toHaveBeenCalledTimes(1)
  })

  it('fetches again after a failed fetch, once what needs it changes', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(code)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const part = lazyPart<Code>(importer)
    const { rerender } = render(<Host part={part} need="first tile" />)
    await act(async () => {})
    expect(screen.queryByText('the part')).toBeNull()
    expect(logged).toHaveBeenCalledWith('A part of the page could not load:', expect.any(Error))
    await act(async () => rerender(<Host part={part} need="second tile" />))
    expect(screen.getByText('the part')).toBeTruthy()
    expect(importer).toHaveBeenCalledTimes(2)
    logged.mockRestore()
  })
})
