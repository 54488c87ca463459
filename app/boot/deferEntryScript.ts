// TanStack Start asks for the entry module and its preloads from the page's first bytes, where on
// a slow phone they share the bandwidth with the hero poster (the LCP). This rewrite asks for the
// same files from an inline loader once the poster has been painted; README.md has the figures.
import { loadEntryAfterPoster } from './entryLoader.ts'

export const MAX_WAIT_MS = 3000

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g
const ENTRY_SCRIPT = /<script type="module" async="" src="([^"]+)"><\/script>/
const LOADER_CALL = /\)\(("[^"]+"),(\[[^\]]*\]),\d+\)<\/script>/

export function entryLoader(entry: string, preloads: readonly string[]): string {
  const args = [JSON.stringify(entry), JSON.stringify(preloads), MAX_WAIT_MS].join(',')
  return `(${loadEntryAfterPoster.toString()})(${args})`
}

/** The scripts a page starts with: those its loader names, and any still in tags. */
export function initialScripts(html: string): string[] {
  const call = LOADER_CALL.exec(html)
  const named: string[] = call ? [JSON.parse(call[1]!), ...JSON.parse(call[2]!)] : []
  const tagged = [
    ENTRY_SCRIPT.exec(html)?.[1],
    ...[...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]),
  ]
  return [...new Set([...named, ...tagged.filter((src): src is string => src !== undefined)])]
}

/** Moves the entry module and its preloads behind the loader; a page without one is left as it is. */
export function deferEntryScript(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1]
  if (!entry) return html
  const preloads = [...html.matchAll(MODULE_PRELOAD)]
    .map((match) => match[1]!)
    .filter((href) => href !== entry)
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, () => `<script>${entryLoader(entry, preloads)}</script>`)
}
