// A mail page's head, from the heading its loader answers with: the route's own code then loads
// none of the mail pages' words, which would otherwise come with the first script of every page.
import { site } from '@content/site.ts'

export function mailPageHead(heading: string | undefined) {
  const title = heading ? `${heading}: ${site.name}` : site.name
  // A page for one person's link: never indexed, and the link never leaves as a referrer.
  return {
    meta: [
      { title },
      { name: 'robots', content: 'noindex' },
      { name: 'referrer', content: 'no-referrer' },
      { property: 'og:title', content: title },
      { name: 'twitter:title', content: title },
    ],
  }
}
