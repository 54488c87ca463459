import { createContext, use, type ReactNode } from 'react'
import { featuredEdition } from '@content/editions.ts'
import type { Edition } from '@content/schema.ts'

// The edition a page shows: `/` the featured one (the default), /editions/<slug> its own. Sections
// read it here, so the same sections draw every edition.
const EditionContext = createContext<Edition>(featuredEdition)

export function EditionProvider({ edition, children }: { edition: Edition; children: ReactNode }) {
  return <EditionContext value={edition}>{children}</EditionContext>
}

export function useEdition(): Edition {
  return use(EditionContext)
}
