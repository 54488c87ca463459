import type { ReactNode } from 'react'
import type { SectionHeader as SectionHeaderCopy } from '@content/schema.ts'
import { lede } from '@styles/utilities.css'
import * as styles from './sectionHeader.css'

/** The eyebrow, heading and lede that open a section; the words come from content/sections.ts. */
export function SectionHeader({ copy, headingId }: { copy: SectionHeaderCopy; headingId: string }) {
  return (
    <header className={styles.root}>
      <Eyebrow>{copy.eyebrow}</Eyebrow>
      <h2 id={headingId} className={styles.heading}>
        {copy.heading}
      </h2>
      {copy.lede && <p className={lede}>{copy.lede}</p>}
    </header>
  )
}

/** The small uppercase line above a heading, also used on its own (a team page's "Built at ..."). */
export function Eyebrow({ children }: { children: ReactNode }) {
  return <p className={styles.eyebrow}>{children}</p>
}
