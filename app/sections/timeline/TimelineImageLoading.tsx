import { useEffect } from 'react'
import { useEdition } from '~/lib/edition'
import { timelineImagesOf } from './timelineImages'

/**
 * Starts the timeline's image phases with the page. It renders nothing and sits outside the
 * timeline's <Hydrate>, whose code only arrives when the section comes into view.
 */
export function TimelineImageLoading() {
  const { loader } = timelineImagesOf(useEdition().timelineSteps)
  useEffect(() => loader.start(), [loader])
  return null
}
