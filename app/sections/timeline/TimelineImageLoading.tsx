import { useEffect } from 'react'
import type { ResolvedImage } from '~/lib/images'
import { resolveFrom, timelineImagesOf } from './timelineImages'
import type { TimelineStepImages } from './timelineState'

/**
 * Starts the timeline's image phases with the page. It renders nothing and sits outside the
 * timeline's <Hydrate>, whose code only arrives when the section comes into view.
 */
export function TimelineImageLoading({
  stepImages,
  files,
}: {
  stepImages: TimelineStepImages[]
  files: Record<string, ResolvedImage>
}) {
  const { loader } = timelineImagesOf(stepImages, resolveFrom(files))
  useEffect(() => loader.start(), [loader])
  return null
}
