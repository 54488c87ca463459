import { readFile, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { PRECOMPRESSED, compressStatic, isCompressible } from '../server/static-files.ts'

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside each text file of the Node build's
 * client output, which server/static-files.ts sends: compressing them took seconds of CPU at
 * every start of the server.
 */
export function precompress(): Plugin {
  return {
    name: 'culture-coded:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async writeBundle({ dir }) {
      if (!dir) return
      const entries = await readdir(dir, { withFileTypes: true, recursive: true })
      await Promise.all(
        entries
          .filter((entry) => entry.isFile())
          .map(async (entry) => {
            const path = join(entry.parentPath, entry.name)
            const body = await readFile(path)
            if (!isCompressible(path, body.length)) return
            await writeFile(path + PRECOMPRESSED.br, await compressStatic.br(body))
            await writeFile(path + PRECOMPRESSED.gzip, await compressStatic.gzip(body))
          }),
      )
    },
  }
}
