// The page is whole and readable before any script runs (the server renders every section), so
// its script can wait for the largest image. TanStack Start asks for the entry module and its
// preloads from <head>, where they share a slow phone's bandwidth with the hero poster. This
// rewrite asks for the same files from a small inline loader instead, once the poster has loaded
// and been painted (two frames later), or after MAX_WAIT_MS whatever happens, so a background
// tab or a poster that never answers cannot keep the page from hydrating. Each file is added in a
// task of its own: adding an element that starts a fetch costs up to a few milliseconds on a
// phone, and ten of them in one task made a long task. Before them, a task of its own opens
// sessionStorage: TanStack Router reads it as its module is evaluated (scroll restoration), and a
// page's first use of it waits on the browser process, several milliseconds that would otherwise
// lengthen the entry's evaluation, already the longest task. The script is marked async as
// TanStack Start renders it, so React finds it in the document and does not add another.
export const MAX_WAIT_MS = 3000

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g
const ENTRY_SCRIPT = /<script type="module" async="" src="([^"]+)"><\/script>/

/** The loader's source: `entry` and `preloads` are same-origin paths from the build's manifest. */
export function entryLoader(entry: string, preloads: readonly string[]): string {
  return (
    '(function(d,e,p){var s=0;' +
    "function add(h,m){var x=d.createElement(m?'script':'link');" +
    "if(m){x.type='module';x.async=true;x.src=h}else{x.rel='modulepreload';x.href=h}d.head.appendChild(x)}" +
    "function go(){if(s)return;s=1;setTimeout(function(){try{sessionStorage.getItem('')}catch(x){}});" +
    'p.forEach(function(h){setTimeout(function(){add(h)})});setTimeout(function(){add(e,1)})}' +
    'function painted(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go)})})}' +
    "var i=d.querySelector('img[fetchpriority=high]');" +
    "if(!i||i.complete)painted();else{i.addEventListener('load',painted);i.addEventListener('error',painted)}" +
    `setTimeout(go,${MAX_WAIT_MS})})(document,${JSON.stringify(entry)},${JSON.stringify(preloads)})`
  )
}

const LOADER_CALL = /\}\)\(document,("[^"]+"),(\[[^\]]*\])\)<\/script>/

/**
 * The scripts a rendered page starts with: those its loader names, and any still in tags (a page
 * this module did not rewrite). For the benchmark and tests, which read them from served HTML.
 */
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
 * Moves the entry module and its `modulepreload` links behind the loader. A page without an entry
 * module (none is rendered in dev, which injects its own client) is returned as it is.
 */
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
