// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyPart, useLazyPart, type LazyPart } from '~/lib/lazyPart'

type Code = { default: () => React.JSX.Element }
const code: Code = { default: () => <p>the part</p> }

/** Whether each render that needed the part had its code. */
let drawn: boolean[] = []

function Host({
  part,
  isNeeded,
  onUnavailable = () => {},
}: {
  part: LazyPart<Code>
  isNeeded: boolean
  onUnavailable?: () => void
}) {
  const Part = useLazyPart(part, isNeeded, onUnavailable)?.default
  if (isNeeded) drawn.push(Boolean(Part))
  return Part ? <Part /> : null
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  drawn = []
})

describe('a part of the page whose code comes later', () => {
  it('is drawn by the very update that needs it once its code has arrived', async () => {
    const part = lazyPart(async () => code)
    await part.load()
    const { rerender } = render(<Host part={part} isNeeded={false} />)
    expect(screen.queryByText('the part')).toBeNull()
    act(() => rerender(<Host part={part} isNeeded />))
    expect(screen.getByText('the part')).toBeTruthy()
    // Not a render without it first, to be followed by one with it.
    expect(drawn).toEqual([true])
  })

  it('fetches its code once when needed before it came, and is drawn when it arrives', async () => {
    let arrive = (_: Code) => {}
    const importer = vi.fn(() => new Promise<Code>((resolve) => (arrive = resolve)))
    const part = lazyPart(importer)
    void part.load()
    render(<Host part={part} isNeeded />)
    expect(screen.queryByText('the part')).toBeNull()
    await act(async () => arrive(code))
    expect(screen.getByText('the part')).toBeTruthy()
    expect(importer).toHaveBeenCalledTimes(1)
  })

  it('lets go of a part whose fetch failed, and fetches again when it is needed next', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(code)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const onUnavailable = vi.fn()
    const part = lazyPart<Code>(importer)
    const { rerender } = render(<Host part={part} isNeeded onUnavailable={onUnavailable} />)
    await act(async () => {})
    expect(screen.queryByText('the part')).toBeNull()
    expect(onUnavailable).toHaveBeenCalledTimes(1)
    expect(logged).toHaveBeenCalledWith('A part of the page could not load:', expect.any(Error))
    // What needed it let go (onUnavailable), then needs it again: the same press once more.
    rerender(<Host part={part} isNeeded={false} onUnavailable={onUnavailable} />)
    await act(async () => rerender(<Host part={part} isNeeded onUnavailable={onUnavailable} />))
    expect(screen.getByText('the part')).toBeTruthy()
    expect(importer).toHaveBeenCalledTimes(2)
    expect(onUnavailable).toHaveBeenCalledTimes(1)
  })
})
