// The build's own check (content/check.ts, run by build/check-content.ts) refuses a broken edition.
import { describe, expect, it, vi } from 'vitest'

vi.mock('../../content/editions.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../content/editions.ts')>()
  const [first, second] = original.editions
  const broken = {
    ...second!,
    teams: second!.teams.map((team, index) => (index === 1 ? { ...team, name: '' } : team)),
  }
  return { ...original, editions: [first!, broken] }
})

const { checkContent, ContentError } = await import('../../content/index.ts')
const { editions } = await import('../../content/editions.ts')

describe('the content check at build', () => {
  it('refuses an edition with a missing field, naming the edition, the file, the entry and the field', () => {
    const slug = editions[1]!.slug
    expect(() => checkContent()).toThrow(ContentError)
    expect(() => checkContent()).toThrow(
      `content/editions/${slug}/teams.ts (edition "${slug}"): teams[1] (id 2) .name: Must not be empty`,
    )
  })
})
