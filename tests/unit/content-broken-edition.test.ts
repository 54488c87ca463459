// The build's own check (content/check.ts, run by build/check-content.ts) refuses a broken edition.
import { describe, expect, it, vi } from 'vitest'

// A second edition made from the first shipped one, with teams of its own and the second's name
// left blank: the sample may ship a single edition, or one with few teams.
vi.mock('../../content/editions.ts', async (importOriginal) => {
  const { fixtureTeam } = await import('../support/content-fixtures')
  const original = await importOriginal<typeof import('../../content/editions.ts')>()
  const [first] = original.editions
  const broken = { ...first!, slug: 'porto-2027', teams: [fixtureTeam(1), { ...fixtureTeam(7), name: '' }] }
  return { ...original, editions: [first!, broken] }
})

const { checkContent, ContentError } = await import('../../content/index.ts')
const { editions } = await import('../../content/editions.ts')

describe('the content check at build', () => {
  it('refuses an edition with a missing field, naming the edition, the file, the entry and the field', () => {
    const { slug, teams } = editions[1]!
    expect(() => checkContent()).toThrow(ContentError)
    expect(() => checkContent()).toThrow(
      `content/editions/${slug}/teams.ts (edition "${slug}"): teams[1] (id ${teams[1]!.id}) .name: Must not be empty`,
    )
  })
})
