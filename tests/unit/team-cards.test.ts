import { EventEmitter } from 'node:events'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import type { ViteDevServer } from 'vite'
import { editions } from '../../content/editions.ts'
import { teamCards, teamCardSubject } from '../../build/team-cards.ts'
import { contentImagesDir } from '../../build/content-images.ts'

const placed = editions.flatMap((edition) =>
  edition.teams.filter((team) => team.placement).map((team) => ({ edition, team })),
)
const unplaced = editions.flatMap((edition) =>
  edition.teams.filter((team) => !team.placement).map((team) => ({ edition, team })),
)

describe("a team's social card", () => {
  it('leads with the placement when the team has one', () => {
    const winner = placed.find(({ team }) => team.placement === 'winner')!
    const finalist = placed.find(({ team }) => team.placement === 'finalist')!
    expect(teamCardSubject(winner.edition, winner.team).tagline).toBe(
      `Winner at ${winner.edition.event.name}`,
    )
    expect(teamCardSubject(finalist.edition, finalist.team).tagline).toBe(
      `Finalist at ${finalist.edition.event.name}`,
    )
  })

  it('says where the team built it when it has no placement', () => {
    const { edition, team } = unplaced[0]!
    const subject = teamCardSubject(edition, team)
    expect(subject.tagline).toBe(`Built at ${edition.event.name}`)
    expect(subject.tagline).not.toMatch(/Winner|Finalist/)
  })

  it('draws a different card for a placed team than for the same team without a placement', () => {
    const { edition, team } = placed[0]!
    const withPlacement = teamCardSubject(edition, team)
    const without = teamCardSubject(edition, { ...team, placement: undefined })
    expect(withPlacement.name).toBe(without.name)
    expect(withPlacement.tagline).not.toBe(without.tagline)
  })
})

describe('the cards in `vite dev`', () => {
  /** The parts of a dev server the plugin touches, with the cards module known to two environments. */
  function devServer() {
    const plugin = teamCards()
    const resolve = plugin.resolveId as (id: string) => string | undefined
    const cardsModule = { id: resolve('virtual:team-cards')! }
    const environment = () => ({
      moduleGraph: {
        getModuleById: (id: string) => (id === cardsModule.id ? cardsModule : undefined),
        invalidateModule: vi.fn(),
      },
    })
    const server = {
      watcher: new EventEmitter(),
      environments: { client: environment(), ssr: environment() },
      middlewares: { use: vi.fn() },
    }
    const hook = plugin.configureServer as (server: ViteDevServer) => void
    hook(server as unknown as ViteDevServer)
    const invalidated = () =>
      Object.values(server.environments).map((env) => env.moduleGraph.invalidateModule.mock.calls)
    return { server, cardsModule, invalidated }
  }

  it('are made again when a content picture changes: the cards module is invalidated in every environment', () => {
    const { server, cardsModule, invalidated } = devServer()
    server.watcher.emit('change', join(contentImagesDir, 'teams', 'brandprint.svg'))
    expect(invalidated()).toEqual([[[cardsModule]], [[cardsModule]]])
  })

  it('are left alone when a file that is not a content picture changes', () => {
    const { server, invalidated } = devServer()
    server.watcher.emit('change', join(contentImagesDir, '..', 'site.ts'))
    server.watcher.emit('change', `${contentImagesDir}-elsewhere/logo.svg`)
    expect(invalidated()).toEqual([[], []])
  })
})
