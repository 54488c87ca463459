import type { TimelineStep } from '@content/schema.ts'
import { imageIn, preloadImage, type ResolvedImage } from '~/lib/images'
import {
  postLoadDelayRemaining,
  requestedImages,
  type TimelineAction,
  type TimelineStepImages,
} from './timelineState'

/** How wide the canvas is drawn: the page's content width, or the whole screen below it. */
export const TIMELINE_IMAGE_SIZES = '(min-width: 72rem) 72rem, 100vw'

export type TimelineImageEvent = Extract<TimelineAction, { type: 'imageSettled' | 'restRequested' }>

type LoadImage = (src: string, onSettled: () => void) => void
type Resolve = (src: string) => ResolvedImage

/**
 * Spec §4's loading phases, apart from the timeline's code so they run from page load though that
 * code arrives only as the section comes near. The timeline subscribes when it hydrates and is told
 * everything that already happened.
 */
export function createTimelineImageLoader(steps: readonly TimelineStepImages[], loadImage: LoadImage) {
  const events: TimelineImageEvent[] = []
  const listeners = new Set<(event: TimelineImageEvent) => void>()
  const requested = new Set<string>()
  let isStarted = false

  const emit = (event: TimelineImageEvent) => {
    events.push(event)
    for (const listener of listeners) listener(event)
  }
  const request = (isLoadingRest: boolean) => {
    for (const src of requestedImages({ isLoadingRest }, steps)) {
      if (requested.has(src)) continue
      requested.add(src)
      // One image per task, so starting them all never makes one long task
      // (docs/decisions/0030-timeline-images-one-per-task.md).
      setTimeout(() => loadImage(src, () => emit({ type: 'imageSettled', src })))
    }
  }

  return {
    start() {
      if (isStarted) return
      isStarted = true
      request(false)
      const startRest = () => {
        const navigation = performance.getEntriesByType('navigation')[0] as
          PerformanceNavigationTiming | undefined
        setTimeout(
          () => {
            emit({ type: 'restRequested' })
            request(true)
          },
          postLoadDelayRemaining(performance.now(), navigation?.loadEventEnd),
        )
      }
      if (document.readyState === 'complete') startRest()
      else window.addEventListener('load', startRest, { once: true })
    },
    subscribe(listener: (event: TimelineImageEvent) => void) {
      for (const event of events) listener(event)
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

export type TimelineImages = {
  stepImages: TimelineStepImages[]
  loader: ReturnType<typeof createTimelineImageLoader>
}

/** Each step's image paths: what the loader needs of an edition's timeline. */
export function timelineStepImages(steps: readonly TimelineStep[]): TimelineStepImages[] {
  return steps.map((step) => ({ images: step.galleryImages.map((image) => image.src) }))
}

/** The files of those images, which the server sends, so the first screen needs no list of pictures. */
export function timelineImageFiles(
  stepImages: readonly TimelineStepImages[],
  resolve: Resolve,
): Record<string, ResolvedImage> {
  return Object.fromEntries(stepImages.flatMap((step) => step.images.map((src) => [src, resolve(src)])))
}

/** A resolver over the files the server sent. */
export const resolveFrom =
  (files: Record<string, ResolvedImage>): Resolve =>
  (src) =>
    imageIn(files, src)

const loaders = new Map<string, TimelineImages>()

/**
 * The page's one loader for a timeline's images: started with the page (from the paths and files the
 * server sends), read by the timeline once it hydrates (from the content), so both are keyed by the paths.
 */
export function timelineImagesOf(
  stepImages: readonly TimelineStepImages[],
  resolve: Resolve,
): TimelineImages {
  const key = JSON.stringify(stepImages)
  let images = loaders.get(key)
  if (!images) {
    const loader = createTimelineImageLoader(stepImages, (src, onSettled) =>
      preloadImage(resolve(src), TIMELINE_IMAGE_SIZES, onSettled),
    )
    images = { stepImages: [...stepImages], loader }
    loaders.set(key, images)
  }
  return images
}
