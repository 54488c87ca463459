// Serves a build of the floor page (tools/bench/floor.ts) with the site's own Node server module,
// as server/main.ts serves dist/: `node tools/bench/floor/serve.ts <build folder>`.
export {}

process.env.NODE_ENV ??= 'production'

const { startServer } = await import('../../../server/main.ts')
const distDir = process.argv[2]
if (!distDir) throw new Error('usage: node tools/bench/floor/serve.ts <build folder>')
const { close } = await startServer({ distDir })
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => void close().then(() => process.exit(0)))
