import { createServerOnlyFn } from '@tanstack/react-start'
import { featuredEdition } from '@content/editions.ts'
import { eventJsonLd } from '~/lib/jsonLd'
import { posterDates } from '~/sections/poster/posterDates'
import { resolveImage } from '~/lib/contentImages'
import { timelineImageFiles, timelineStepImages } from '~/sections/timeline/timelineImages'

// Made on the server, so the browser hydrates the same highlight order, makes no Intl formatter
// (docs/decisions/0016) and starts with no edition's content or list of pictures (0033).
export const landingPageData = createServerOnlyFn(() => {
  const timelineImages = timelineStepImages(featuredEdition.timelineSteps)
  return {
    shuffleSeed: Math.floor(Math.random() * 2 ** 31),
    posterDates: posterDates(),
    eventJsonLd: JSON.stringify(eventJsonLd()),
    timelineImages,
    timelineFiles: timelineImageFiles(timelineImages, resolveImage),
  }
})
