import { use } from 'react'
import { featuredEdition, findEdition } from '@content/editions.ts'
import type { Edition } from '@content/schema.ts'
import { EditionSlugContext } from './editionSlug'

/** The edition of the page, for the sections below its first screen. */
export function useEdition(): Edition {
  return findEdition(use(EditionSlugContext)) ?? featuredEdition
}
