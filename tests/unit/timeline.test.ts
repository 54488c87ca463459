import { describe, expect, it } from 'vitest'
import {
  badgeText,
  canAutocycle,
  createTimelineReducer,
  initialTimelineState,
  loadingProgress,
  parseStepHash,
  postLoadDelayRemaining,
  requestedImages,
  type TimelineAction,
  type TimelineState,
} from '~/sections/timeline/timelineState'

// Five steps with 5, 5, 1, 6 and 6 images, as spec §3.
const steps = [5, 5, 1, 6, 6].map((count, s) => ({
  images: Array.from({ length: count }, (_, i) => `timeline/step-${s + 1}-${i + 1}.svg`),
}))
const reduce = createTimelineReducer(steps)
const run = (state: TimelineState, ...actions: TimelineAction[]) => actions.reduce(reduce, state)
const settleAll = (state: TimelineState) =>
  run(state, ...steps.flatMap((step) => step.images).map((src) => ({ type: 'imageSettled', src }) as const))
const ready = settleAll(run(initialTimelineState, { type: 'visibilityChanged', isVisible: true }))

describe('step selection', () => {
  it('starts on step 1 with the first image', () => {
    expect(initialTimelineState.step).toBe(1)
    expect(initialTimelineState.imageIndex).toBe(0)
  })

  it('selects step 3 from #step-3', () => {
    expect(run(initialTimelineState, { type: 'hashChanged', hash: '#step-3' }).step).toBe(3)
  })

  it.each(['#step-9', '#step-0', '#step--1', '#step-2.5', '#step-', '#steps-2', '#timeline', ''])(
    'ignores %j and stays on step 1',
    (hash) => {
      expect(run(initialTimelineState, { type: 'hashChanged', hash }).step).toBe(1)
    },
  )

  it('goes to every step from its hash, and ignores a number past the last step', () => {
    const numbers = steps.map((_, index) => index + 1)
    expect(
      numbers.map((n) => run(initialTimelineState, { type: 'hashChanged', hash: `#step-${n}` }).step),
    ).toEqual(numbers)
    expect(run(initialTimelineState, { type: 'hashChanged', hash: `#step-${steps.length + 1}` }).step).toBe(1)
  })

  it('reads a step hash whatever the number of steps, so an edition with more steps reaches them all', () => {
    const sixSteps = createTimelineReducer([...steps, { images: ['timeline/step-6-1.svg'] }])
    expect(sixSteps(initialTimelineState, { type: 'hashChanged', hash: '#step-6' }).step).toBe(6)
    expect(parseStepHash('#step-0')).toBeNull()
  })

  it('resets the image index to 0 when the step changes', () => {
    const cycled = run(ready, { type: 'tick' }, { type: 'tick' })
    expect(cycled.imageIndex).toBe(2)
    expect(run(cycled, { type: 'stepSelected', step: 4 }).imageIndex).toBe(0)
    expect(run(cycled, { type: 'hashChanged', hash: '#step-2' }).imageIndex).toBe(0)
  })

  it('ignores a step number outside 1 to 5 even when clicked', () => {
    expect(run(initialTimelineState, { type: 'stepSelected', step: 6 }).step).toBe(1)
  })
})

describe('image loading phases', () => {
  it('starts phase two 1000 ms after the load event, however late the timeline hydrates', () => {
    expect(postLoadDelayRemaining(1200, 1000)).toBe(800)
    expect(postLoadDelayRemaining(1000, 1000)).toBe(1000)
    expect(postLoadDelayRemaining(2500, 1000)).toBe(0)
  })

  it('waits the whole 1000 ms when the load time is unknown', () => {
    expect(postLoadDelayRemaining(5000, undefined)).toBe(1000)
    expect(postLoadDelayRemaining(5000, 0)).toBe(1000)
  })

  it('requests only the first image of each step before the page has loaded', () => {
    expect(requestedImages(initialTimelineState, steps)).toEqual(steps.map((step) => step.images[0]))
  })

  it('requests every image once phase two starts', () => {
    const rest = run(initialTimelineState, { type: 'restRequested' })
    expect(requestedImages(rest, steps)).toHaveLength(23)
  })

  it('reads "Loading 0/23" at first and "Loading 5/23" after five images', () => {
    expect(badgeText(initialTimelineState, steps)).toBe('Loading 0/23')
    const five = run(
      initialTimelineState,
      ...steps.map((step) => ({ type: 'imageSettled', src: step.images[0]! }) as const),
    )
    expect(badgeText(five, steps)).toBe('Loading 5/23')
    expect(loadingProgress(five, steps)).toEqual({ loaded: 5, total: 23, isComplete: false })
  })

  it('counts an image once even if it settles twice', () => {
    const twice = run(
      initialTimelineState,
      { type: 'imageSettled', src: steps[0]!.images[0]! },
      { type: 'imageSettled', src: steps[0]!.images[0]! },
    )
    expect(loadingProgress(twice, steps).loaded).toBe(1)
  })

  it('reads "Ready to start" when everything is loaded but the section is out of view', () => {
    const loadedHidden = settleAll(initialTimelineState)
    expect(badgeText(loadedHidden, steps)).toBe('Ready to start')
  })

  it('hides the badge once autocycling is possible', () => {
    expect(badgeText(ready, steps)).toBeNull()
  })
})

describe('autocycling', () => {
  it('advances the image every tick and wraps from the fifth back to the first', () => {
    const ticks = Array.from({ length: 5 }, () => ({ type: 'tick' }) as const)
    expect(run(ready, ...ticks.slice(0, 4)).imageIndex).toBe(4)
    expect(run(ready, ...ticks).imageIndex).toBe(0)
  })

  it('does not advance while less than 20% of the section is visible', () => {
    const hidden = run(ready, { type: 'visibilityChanged', isVisible: false })
    expect(canAutocycle(hidden, steps)).toBe(false)
    expect(run(hidden, { type: 'tick' }).imageIndex).toBe(0)
  })

  it('does not advance on step 3, which has a single image', () => {
    const demoDay = run(ready, { type: 'stepSelected', step: 3 })
    expect(canAutocycle(demoDay, steps)).toBe(false)
    expect(run(demoDay, { type: 'tick' }).imageIndex).toBe(0)
  })

  it("does not advance until all of the step's images are loaded", () => {
    const partly = run(
      initialTimelineState,
      { type: 'visibilityChanged', isVisible: true },
      ...steps[0]!.images.slice(0, 4).map((src) => ({ type: 'imageSettled', src }) as const),
    )
    expect(canAutocycle(partly, steps)).toBe(false)
    expect(canAutocycle(run(partly, { type: 'imageSettled', src: steps[0]!.images[4]! }), steps)).toBe(true)
  })

  it('pauses while the canvas is hovered or focused', () => {
    const paused = run(ready, { type: 'held', by: 'pointer', isHeld: true })
    expect(run(paused, { type: 'tick' }).imageIndex).toBe(0)
    expect(badgeText(paused, steps)).toBe('Ready to start')
  })

  it('stays paused while focus is in its controls, even after the pointer leaves', () => {
    const held = run(
      ready,
      { type: 'held', by: 'focus', isHeld: true },
      { type: 'held', by: 'pointer', isHeld: true },
      { type: 'held', by: 'pointer', isHeld: false },
    )
    expect(run(held, { type: 'tick' }).imageIndex).toBe(0)
    expect(run(held, { type: 'held', by: 'focus', isHeld: false }, { type: 'tick' }).imageIndex).toBe(1)
  })

  it('announces a step reached by a link, and not one picked on its tab, which says so itself', () => {
    expect(run(initialTimelineState, { type: 'stepSelected', step: 3 }).announcedStep).toBeNull()
    const linked = run(initialTimelineState, { type: 'hashChanged', hash: '#step-4', announce: true })
    expect(linked.announcedStep).toBe(4)
    expect(run(linked, { type: 'stepSelected', step: 2 }).announcedStep).toBeNull()
  })

  it("holds the visitor's pause until they press play, across steps, hover and focus", () => {
    const paused = run(
      ready,
      { type: 'cyclePauseToggled' },
      { type: 'held', by: 'pointer', isHeld: true },
      { type: 'held', by: 'pointer', isHeld: false },
      { type: 'stepSelected', step: 2 },
    )
    expect(canAutocycle(paused, steps)).toBe(false)
    expect(run(paused, { type: 'tick' }).imageIndex).toBe(0)
    expect(run(paused, { type: 'cyclePauseToggled' }, { type: 'tick' }).imageIndex).toBe(1)
  })

  it('never autocycles under reduced motion, and shows no badge once loaded', () => {
    const still = run(ready, { type: 'reducedMotionChanged', prefersReducedMotion: true })
    expect(run(still, { type: 'tick' }).imageIndex).toBe(0)
    expect(badgeText(still, steps)).toBeNull()
  })
})

describe('caption tray', () => {
  it('is visible by default and toggles', () => {
    expect(initialTimelineState.isCaptionVisible).toBe(true)
    expect(run(initialTimelineState, { type: 'captionToggled' }).isCaptionVisible).toBe(false)
    expect(
      run(initialTimelineState, { type: 'captionToggled' }, { type: 'captionToggled' }).isCaptionVisible,
    ).toBe(true)
  })
})
