import { galleryItems } from '@content/featured.ts'
import { filterAnnouncement, GALLERY_COLLAPSED_COUNT } from '~/sections/highlights/highlightsState'
import { test, expect, gotoHome, highlightFilter, hydrated } from './fixtures'

test.describe('highlights filter (WCAG 4.1.3)', () => {
  test('says in a polite status how many items a filter change shows, and nothing at load @any-width', async ({
    page,
  }) => {
    await gotoHome(page)
    const section = page.locator('#highlights')
    await hydrated(section)
    const status = section.getByRole('status')
    await expect(status).toHaveText('')
    await highlightFilter(page, 'Mentors').click()
    const mentors = galleryItems.filter((item) => item.category === 'mentors').length
    await expect(status).toHaveText(filterAnnouncement('mentors', mentors))
    // The words match what the grid shows: its tiles, and the "Show All" tile when there are more.
    const tiles = Math.min(mentors, GALLERY_COLLAPSED_COUNT)
    await expect(section.getByRole('list', { name: 'Highlights' }).getByRole('listitem')).toHaveCount(
      tiles + (mentors > tiles ? 1 : 0),
    )
  })
})
