// The timeline's rules (spec §2, §4, §9) as a pure reducer: no timers, no DOM.
export const AUTOCYCLE_INTERVAL_MS = 4000
export const TIMELINE_VISIBILITY_THRESHOLD = 0.2
export const POST_LOAD_DELAY_MS = 1000

/**
 * How long to wait before the remaining images load: POST_LOAD_DELAY_MS after the load event,
 * however late the section hydrates. Without a recorded load time, the whole delay from now.
 */
export function postLoadDelayRemaining(now: number, loadEventEnd: number | undefined): number {
  if (!loadEventEnd) return POST_LOAD_DELAY_MS
  return Math.max(0, POST_LOAD_DELAY_MS - (now - loadEventEnd))
}

export interface TimelineStepImages {
  /** The step's images in order; the first is loaded in phase one. */
  images: readonly string[]
}

export interface TimelineState {
  step: number
  imageIndex: number
  /** Images that finished, loaded or failed: a broken image must not stall the timeline. */
  settled: ReadonlySet<string>
  /** Phase two: every image is requested (POST_LOAD_DELAY_MS after window load). */
  isLoadingRest: boolean
  isVisible: boolean
  /** Held still while the pointer rests on the picture or focus is in the timeline's controls. */
  heldBy: { pointer: boolean; focus: boolean }
  /** The visitor's own pause (WCAG 2.2.2): holds until they press play again. */
  isCyclePaused: boolean
  prefersReducedMotion: boolean
  isCaptionVisible: boolean
  /** A step reached by a link (hash change) is announced; one picked on its tab is not, the tab says so. */
  announcedStep: number | null
}

export type TimelineAction =
  | { type: 'stepSelected'; step: number }
  | { type: 'hashChanged'; hash: string; announce?: boolean }
  | { type: 'imageSettled'; src: string }
  | { type: 'restRequested' }
  | { type: 'visibilityChanged'; isVisible: boolean }
  | { type: 'held'; by: 'pointer' | 'focus'; isHeld: boolean }
  | { type: 'cyclePauseToggled' }
  | { type: 'reducedMotionChanged'; prefersReducedMotion: boolean }
  | { type: 'tick' }
  | { type: 'captionToggled' }

export const initialTimelineState: TimelineState = {
  step: 1,
  imageIndex: 0,
  settled: new Set(),
  isLoadingRest: false,
  isVisible: false,
  heldBy: { pointer: false, focus: false },
  isCyclePaused: false,
  prefersReducedMotion: false,
  isCaptionVisible: true,
  announcedStep: null,
}

/** '#step-3' → 3; anything else → null. The reducer ignores a step past the content's last. */
export function parseStepHash(hash: string): number | null {
  const match = /^#step-(\d+)$/.exec(hash)
  if (!match) return null
  const step = Number(match[1])
  return step >= 1 ? step : null
}

export const stepHash = (step: number) => `#step-${step}`

export function createTimelineReducer(steps: readonly TimelineStepImages[]) {
  const imagesOf = (step: number) => steps[step - 1]?.images ?? []
  const goTo = (state: TimelineState, step: number): TimelineState =>
    step === state.step ? state : { ...state, step, imageIndex: 0 }

  return function timelineReducer(state: TimelineState, action: TimelineAction): TimelineState {
    switch (action.type) {
      case 'stepSelected':
        if (action.step < 1 || action.step > steps.length) return state
        return { ...goTo(state, action.step), announcedStep: null }
      case 'hashChanged': {
        const step = parseStepHash(action.hash)
        if (step === null || step > steps.length || step === state.step) return state
        return { ...goTo(state, step), announcedStep: action.announce ? step : null }
      }
      case 'imageSettled':
        if (state.settled.has(action.src)) return state
        return { ...state, settled: new Set(state.settled).add(action.src) }
      case 'restRequested':
        return state.isLoadingRest ? state : { ...state, isLoadingRest: true }
      case 'visibilityChanged':
        return { ...state, isVisible: action.isVisible }
      case 'held':
        if (state.heldBy[action.by] === action.isHeld) return state
        return { ...state, heldBy: { ...state.heldBy, [action.by]: action.isHeld } }
      case 'cyclePauseToggled':
        return { ...state, isCyclePaused: !state.isCyclePaused }
      case 'reducedMotionChanged':
        return { ...state, prefersReducedMotion: action.prefersReducedMotion }
      case 'tick': {
        if (!canAutocycle(state, steps)) return state
        const count = imagesOf(state.step).length
        return { ...state, imageIndex: (state.imageIndex + 1) % count }
      }
      case 'captionToggled':
        return { ...state, isCaptionVisible: !state.isCaptionVisible }
    }
  }
}

export function loadingProgress(state: TimelineState, steps: readonly TimelineStepImages[]) {
  const all = new Set(steps.flatMap((step) => step.images))
  const loaded = [...all].filter((src) => state.settled.has(src)).length
  return { loaded, total: all.size, isComplete: loaded === all.size }
}

/** All three of spec §4 must hold (visible ≥ 20%, more than one image, all of them loaded), and the visitor is not holding it still. */
export function canAutocycle(state: TimelineState, steps: readonly TimelineStepImages[]): boolean {
  const images = steps[state.step - 1]?.images ?? []
  return (
    state.isVisible &&
    !state.heldBy.pointer &&
    !state.heldBy.focus &&
    !state.isCyclePaused &&
    !state.prefersReducedMotion &&
    images.length > 1 &&
    images.every((src) => state.settled.has(src))
  )
}

/** The badge tells the truth: loading progress, then 'Ready to start' until cycling can begin, then nothing. */
export function badgeText(state: TimelineState, steps: readonly TimelineStepImages[]): string | null {
  const progress = loadingProgress(state, steps)
  if (!progress.isComplete) return `Loading ${progress.loaded}/${progress.total}`
  if (canAutocycle(state, steps)) return null
  const images = steps[state.step - 1]?.images ?? []
  if (state.prefersReducedMotion || images.length <= 1) return null
  return 'Ready to start'
}

/** The images that are requested now: each step's first, and every image once phase two begins. */
export function requestedImages(
  state: Pick<TimelineState, 'isLoadingRest'>,
  steps: readonly TimelineStepImages[],
): string[] {
  return steps.flatMap((step) => (state.isLoadingRest ? [...step.images] : step.images.slice(0, 1)))
}
