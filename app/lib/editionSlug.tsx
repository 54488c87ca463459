import { createContext, type ReactNode } from 'react'
import { FEATURED_EDITION_SLUG } from '@content/featuredSlug.ts'

// Only the edition's slug is passed down and this module holds no edition, so a first screen
// loads no edition's lists: the sections that read them arrive as they come near
// (docs/decisions/0033-editions-in-content.md).
export const EditionSlugContext = createContext<string>(FEATURED_EDITION_SLUG)

export function EditionProvider({ slug, children }: { slug: string; children: ReactNode }) {
  return <EditionSlugContext value={slug}>{children}</EditionSlugContext>
}
