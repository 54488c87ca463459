// An organiser features another edition on `/` by changing the one line in content/featuredSlug.ts:
// here it names the edition that is not featured in the shipped content.
import { readdirSync } from 'node:fs'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

const shipped = vi.hoisted(() => ({ slug: '' }))
vi.mock('../../content/featuredSlug.ts', async (importOriginal) => {
  const { FEATURED_EDITION_SLUG } = await importOriginal<typeof import('../../content/featuredSlug.ts')>()
  shipped.slug = FEATURED_EDITION_SLUG
  const other = readdirSync('content/editions').find((slug) => slug !== FEATURED_EDITION_SLUG)
  return { FEATURED_EDITION_SLUG: other }
})

const { editions, featuredEdition, FEATURED_EDITION_SLUG } = await import('../../content/editions.ts')
const featured = await import('../../content/featured.ts')
const { checkContent } = await import('../../content/index.ts')
const { posterDates } = await import('~/sections/poster/posterDates')
const { useEdition } = await import('~/lib/edition')

/** What a section of `/` reads, outside any edition's page. */
function EditionOfTheSection() {
  return useEdition().slug
}

describe('the featured edition, one line changed', () => {
  it('is the edition that line names, and the content check still passes', () => {
    expect(FEATURED_EDITION_SLUG).not.toBe(shipped.slug)
    expect(featuredEdition).toBe(editions.find((edition) => edition.slug === FEATURED_EDITION_SLUG))
    expect(() => checkContent()).not.toThrow()
  })

  it("gives `/` that edition's story, projects, teams, numbers, sponsors and dates", () => {
    expect(renderToString(<EditionOfTheSection />)).toBe(FEATURED_EDITION_SLUG)
    expect(featured.timelineSteps).toBe(featuredEdition.timelineSteps)
    expect(featured.featuredProjects).toBe(featuredEdition.featuredProjects)
    expect(featured.teams).toBe(featuredEdition.teams)
    expect(featured.stats).toBe(featuredEdition.stats)
    expect(featured.sponsors).toBe(featuredEdition.sponsors)
    expect(posterDates()).toContain(featuredEdition.event.startDate.slice(0, 4))
  })
})
