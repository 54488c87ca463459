import { useEffect } from 'react'
import { timelineImages } from './timelineImages'

/**
 * Starts the timeline's image phases with the page. It renders nothing and sits outside the
 * timeline's <Hydrate>, whose code only arrives when the section comes into view.
 */
export function TimelineImageLoading() {
  useEffect(() => timelineImages.start(), [])
  return null
}
