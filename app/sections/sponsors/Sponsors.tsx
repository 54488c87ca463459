import type { Sponsor, SponsorTier } from '@content/schema.ts'
import { ContentImage } from '~/ui/ContentImage'
import { ExternalLink } from '~/ui/ExternalLink'
import { SectionHeader } from '~/ui/SectionHeader'
import { useEdition } from '~/lib/edition'
import { container, section } from '@styles/utilities.css'
import * as styles from './sponsors.css'
import { resolveImage } from '~/lib/contentImages'

export function Sponsors() {
  const { sponsors, sectionHeaders } = useEdition()
  const byTier = (tier: SponsorTier) => sponsors.filter((sponsor) => sponsor.tier === tier)
  return (
    <section id="sponsors" aria-labelledby="sponsors-title" className={section}>
      <div className={container}>
        <SectionHeader copy={sectionHeaders.sponsors} headingId="sponsors-title" />
        <SponsorRow sponsors={byTier('primary')} tier="primary" label="Primary sponsors" />
        <div className={styles.tier}>
          <SponsorRow sponsors={byTier('secondary')} tier="secondary" label="Supporting sponsors" />
        </div>
        <div className={styles.tier}>
          <h3 className={styles.giants}>We stand on the shoulders of Giants:</h3>
          <SponsorRow sponsors={byTier('partner')} tier="partner" label="Venue and promoter partners" />
        </div>
      </div>
    </section>
  )
}

function SponsorRow({ sponsors, tier, label }: { sponsors: Sponsor[]; tier: SponsorTier; label: string }) {
  return (
    <ul className={styles.row[tier]} aria-label={label}>
      {sponsors.map((sponsor) => (
        <li key={sponsor.name}>
          <SponsorLogo sponsor={sponsor} />
        </li>
      ))}
    </ul>
  )
}

function SponsorLogo({ sponsor }: { sponsor: Sponsor }) {
  return (
    <ExternalLink href={sponsor.url} className={[styles.link, styles.linkSize[sponsor.tier]].join(' ')}>
      <ContentImage
        image={resolveImage(sponsor.logo)}
        alt={sponsor.name}
        className={styles.logo[sponsor.tier]}
      />
    </ExternalLink>
  )
}
