// Which pages the bench measures: one of each kind the site's sitemap lists. A new kind of page is
// one line here; a sitemap path that no kind covers shows in the table as a missed row.
export const PAGE_KINDS: readonly { kind: string; path: RegExp }[] = [
  { kind: 'home', path: /^\/$/ },
  { kind: 'archive', path: /^\/editions$/ },
  { kind: 'edition page', path: /^\/editions\/[^/]+$/ },
  { kind: 'team page', path: /^\/editions\/[^/]+\/teams\/[^/]+$/ },
  { kind: 'event page', path: /^\/events\/[^/]+$/ },
  { kind: 'privacy', path: /^\/privacy$/ },
]

export type BenchPage = { kind: string; path: string }

/** The first sitemap path of each kind, and the sitemap paths no kind covers. */
export async function pagesToMeasure(origin: string): Promise<{ pages: BenchPage[]; uncovered: string[] }> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  const pages = PAGE_KINDS.map(({ kind, path }) => {
    const found = paths.find((candidate) => path.test(candidate))
    if (!found) throw new Error(`the sitemap lists no ${kind} (${path}); update tools/bench/pages.ts`)
    return { kind, path: found }
  })
  const uncovered = paths.filter((candidate) => !PAGE_KINDS.some(({ path }) => path.test(candidate)))
  return { pages, uncovered }
}
