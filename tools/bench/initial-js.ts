// Size Limit on the scripts a served page asks for at start (entry and modulepreloads), gzipped,
// read from the build folder the page is served from.
import { join } from 'node:path'
import sizeLimit from 'size-limit'
import filePlugin from '@size-limit/file'
import { initialScripts } from '../../app/boot/deferEntryScript.ts'

/** KB (one decimal) of the scripts the page at `url` starts with, and how many files they are. */
export async function initialJsKb(url: string, clientDir: string): Promise<{ kb: number; files: number }> {
  const scripts = initialScripts(await (await fetch(url)).text())
  if (scripts.length === 0) throw new Error(`${url} names no initial script`)
  const files = scripts.map((path) => join(clientDir, path))
  // size-limit types its programmatic answer as `object`; it is one `{ size }` per check.
  const [result] = (await sizeLimit([filePlugin], { checks: [{ files, gzip: true }] })) as { size: number }[]
  return { kb: Math.round(((result?.size ?? Number.NaN) / 1024) * 10) / 10, files: files.length }
}
