import { createContext, use, type ReactNode } from 'react'
import { featuredEdition, findEdition } from '@content/editions.ts'
import { FEATURED_EDITION_SLUG } from '@content/featuredSlug.ts'
import type { Edition } from '@content/schema.ts'

// The edition a page shows, by its slug: `/` the featured one (the default), /editions/<slug> its
// own. Only the slug is passed down, so the first screen of `/` loads no edition's lists: the
// sections that read them arrive as they come near (docs/decisions/0033-editions-in-content.md).
const EditionSlugContext = createContext<string>(FEATURED_EDITION_SLUG)

export function EditionProvider({ slug, children }: { slug: string; children: ReactNode }) {
  return <EditionSlugContext value={slug}>{children}</EditionSlugContext>
}

/** The edition of the page, for the sections below its first screen. */
export function useEdition(): Edition {
  return findEdition(use(EditionSlugContext)) ?? featuredEdition
}
