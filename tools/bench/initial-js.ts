// Size Limit on the scripts the served page asks for at start (entry and modulepreloads), gzipped.
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sizeLimit from 'size-limit'
import filePlugin from '@size-limit/file'
import { initialScripts } from '../../app/boot/deferEntryScript.ts'
import { atMost, type BudgetRow } from './budget.ts'

const CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url))
const BUDGET_KB = 160

export async function measure({ origin }: { origin: string }): Promise<BudgetRow[]> {
  const scripts = initialScripts(await (await fetch(`${origin}/`)).text())
  if (scripts.length === 0) throw new Error(`${origin}/ names no initial script`)
  const files = scripts.map((path) => join(CLIENT_DIR, path))
  // size-limit types its programmatic answer as `object`; it is one `{ size }` per check.
  const [result] = (await sizeLimit([filePlugin], { checks: [{ files, gzip: true }] })) as { size: number }[]
  const kb = Math.round(((result?.size ?? Number.NaN) / 1024) * 10) / 10
  return [atMost(`Initial JS, gzipped (${files.length} files)`, kb, 'KB', BUDGET_KB)]
}
