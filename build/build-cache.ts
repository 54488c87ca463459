import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { homedir } from 'node:os'
import { join } from 'node:path'

/**
 * The folder where the build keeps what it encodes or draws (image variants, social cards).
 * It lives outside the repository, so `npm ci` (which empties node_modules) keeps it; entries are
 * named by content keys, so one folder serves every clone. `CULTURE_CODED_CACHE_DIR` moves it.
 */
export function buildCacheDir(name: string, env: NodeJS.ProcessEnv = process.env): string {
  const root =
    env.CULTURE_CODED_CACHE_DIR ||
    join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'culture-coded', 'build-cache')
  return join(root, name)
}

/** A short hex digest of every part, in order: the same parts give the same key on any machine. */
export function contentKey(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(`${part.length}:`).update(part)
  return hash.digest('hex').slice(0, 16)
}

const makerStamps = new Map<string, Promise<string>>()
/**
 * What decides how an entry is made besides its inputs: the code of the `makers` (files under
 * build/) and sharp's version. A change to either misses every old entry instead of serving it stale.
 */
export function makerStamp(...makers: string[]): Promise<string> {
  const id = makers.join('\0')
  let stamp = makerStamps.get(id)
  if (!stamp) {
    stamp = (async () => {
      const { default: sharp } = await import('sharp')
      const sources = await Promise.all(makers.map((file) => readFile(join(import.meta.dirname, file))))
      return contentKey(JSON.stringify(sharp.versions), ...sources)
    })()
    makerStamps.set(id, stamp)
  }
  return stamp
}
