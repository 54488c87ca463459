// The bench's floor is checked by the bench itself before it measures (tools/bench/preflight.ts,
// `npm run bench -- --preflight`); this keeps, without a build, that a variant is asked for by name.
import { rmSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'

const spawnSync = vi.hoisted(() => vi.fn(() => ({ status: 1 })))
vi.mock('node:child_process', async (original) => ({
  ...(await original<typeof import('node:child_process')>()),
  spawnSync,
}))
const { startFloor } = await import('../../tools/bench/floor.ts')

type BuildOptions = { env: NodeJS.ProcessEnv }
const builds = () => spawnSync.mock.calls as unknown as [string, string[], BuildOptions][]

describe('the bench’s floor build', () => {
  afterEach(() => {
    for (const [, args] of builds())
      rmSync(args[args.indexOf('--outDir') + 1]!, { recursive: true, force: true })
    spawnSync.mockClear()
    vi.unstubAllEnvs()
  })

  it('builds the one-Button page, not a variant, whatever FLOOR_VARIANT the caller has', async () => {
    vi.stubEnv('FLOOR_VARIANT', 'toast')
    await expect(startFloor(0)).rejects.toThrow('the floor page did not build (vite exited 1)')
    expect(builds()[0]![2].env.FLOOR_VARIANT).toBe('')
  })

  it('builds the variant it is asked for by name, as a production build', async () => {
    await expect(startFloor(0, 'dialog')).rejects.toThrow('did not build')
    expect(builds()[0]![2].env).toMatchObject({ FLOOR_VARIANT: 'dialog', NODE_ENV: 'production' })
  })
})
