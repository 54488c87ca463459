import { createServerOnlyFn } from '@tanstack/react-start'
import { featuredEdition } from '@content/editions.ts'
import { eventJsonLd } from '~/lib/jsonLd'
import { posterDates } from '~/sections/poster/posterDates'
import { resolveImage } from '~/lib/contentImages'
import { timelineImageFiles, timelineStepImages } from '~/sections/timeline/timelineImages'

/**
 * What `/` is sent with, made on the server: one shuffle seed, so the browser hydrates the same
 * highlight order; the texts that need Intl (docs/decisions/0016-intl-off-the-start-up-path.md);
 * and the featured timeline's image paths and files, so the first screen loads no edition's content
 * or list of pictures (docs/decisions/0033-editions-in-content.md). Every page is reached by a full
 * load, so the browser never runs it.
 */
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
