import { describe, expect, it } from 'vitest'
import { lightboxCounter, swipeDirection, wrapIndex } from '~/ui/lightboxState'

describe('lightbox', () => {
  it('wraps from the last image to the first and from the first to the last', () => {
    expect(wrapIndex(6, 6)).toBe(0)
    expect(wrapIndex(-1, 6)).toBe(5)
    expect(wrapIndex(3, 6)).toBe(3)
  })

  it('counts "N of M" from one', () => {
    expect(lightboxCounter(0, 6)).toBe('1 of 6')
    expect(lightboxCounter(5, 6)).toBe('6 of 6')
  })

  it('ignores a swipe of 50 px or less', () => {
    expect(swipeDirection(200, 150)).toBeNull()
    expect(swipeDirection(200, 250)).toBeNull()
  })

  it('shows the next image on a leftward swipe of 51 px and the previous on a rightward one', () => {
    expect(swipeDirection(200, 149)).toBe('next')
    expect(swipeDirection(200, 251)).toBe('previous')
  })
})
