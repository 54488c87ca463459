import { useEffect } from 'react'
import { timelineImagesOf } from './timelineImages'
import type { TimelineStepImages } from './timelineState'

/**
 * Starts the timeline's image phases with the page. It renders nothing and sits outside the
 * timeline's <Hydrate>, whose code only arrives when the section comes into view.
 */
export function TimelineImageLoading({ stepImages }: { stepImages: TimelineStepImages[] }) {
  const { loader } = timelineImagesOf(stepImages)
  useEffect(() => loader.start(), [loader])
  return null
}
