// TanStack Start asks for the entry and its preloads in the page's first bytes, sharing a slow
// phone's bandwidth with the hero poster (the LCP); this asks for them once the poster has painted
// (docs/decisions/0001-deferred-entry-script.md).
import { loadEntryAfterPoster } from './entryLoader.ts'

export const MAX_WAIT_MS = 3000

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g
const ENTRY_SCRIPT = /<script type="module" async="" src="([^"]+)"><\/script>/
const LOADER_CALL = /\)\(("[^"]+"),(\[[^\]]*\]),\d+\)<\/script>/
const WHOLE_PAGE = /<\/html>|<body[\s>]/i

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

/**
 * Moves the entry module and its preloads behind the loader. Throws for a whole page with no entry
 * tag of the shape TanStack Start renders: the framework changed, and the page would lose the gain
 * without a word. Anything short of a page is left as it is.
 */
export function deferEntryScript(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1]
  if (!entry && WHOLE_PAGE.test(html))
    throw new Error(
      `app/boot/deferEntryScript.ts: no entry script tag matching ${ENTRY_SCRIPT} in the page; TanStack Start renders it differently now, so update ENTRY_SCRIPT and MODULE_PRELOAD`,
    )
  if (!entry) return html
  const preloads = [...html.matchAll(MODULE_PRELOAD)]
    .map((match) => match[1]!)
    .filter((href) => href !== entry)
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, () => `<script>${entryLoader(entry, preloads)}</script>`)
}
