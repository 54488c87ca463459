import { startTransition, useEffect, useRef, useState } from 'react'
import { SurfaceButton } from '~/ui/SurfaceButton'
import { site } from '@content/site.ts'
import { TEAM_IMAGE_PLACEHOLDER, type Team } from '@content/schema.ts'
import { teamPath } from '@content/slug.ts'
import { teamPageCopy } from '@content/teamPage.ts'
import { ContentImage } from '~/ui/ContentImage'
import { useRevealInChunks } from '~/lib/useRevealInChunks'
import { ExternalLink } from '~/ui/ExternalLink'
import { ChatIcon, MusicIcon, PlusIcon } from '~/ui/icons'
import { SectionHeader } from '~/ui/SectionHeader'
import { useEdition } from '~/lib/edition'
import { container, section, visuallyHidden } from '@styles/utilities.css'
import { TEAMS_COLLAPSED_COUNT, truncateDescription, visibleTeams } from './teamsList'
import * as styles from './teams.css'
import { resolveImage } from '~/lib/contentImages'

// About a phone's screenful of cards below the seventh; the rest follow after a paint.
const TEAMS_FIRST_REVEAL = 3

export function MeetTheTeams() {
  const { slug: editionSlug, teams, sectionHeaders } = useEdition()
  const [isExpanded, setIsExpanded] = useState(false)
  const firstRevealedRef = useRef<HTMLAnchorElement>(null)
  const allShown = visibleTeams(teams, isExpanded)
  const shown = allShown.slice(0, useRevealInChunks(allShown.length, TEAMS_FIRST_REVEAL))

  // The new cards render in a transition, so the tap is answered before they are laid out.
  function showAll() {
    startTransition(() => setIsExpanded(true))
  }
  // The tile that had focus disappears; continue at the first link of the first new card.
  useEffect(() => {
    if (isExpanded) firstRevealedRef.current?.focus()
  }, [isExpanded])

  return (
    <section id="teams" aria-labelledby="teams-title" className={section}>
      <div className={container}>
        <SectionHeader copy={sectionHeaders.teams} headingId="teams-title" />
        <ul className={styles.grid}>
          {shown.map((team, index) => (
            <li key={team.id}>
              <TeamCard
                team={team}
                editionSlug={editionSlug}
                linkRef={index === TEAMS_COLLAPSED_COUNT ? firstRevealedRef : undefined}
              />
            </li>
          ))}
          {!isExpanded && teams.length > TEAMS_COLLAPSED_COUNT && (
            <li>
              <SurfaceButton className={styles.showAll} onPress={showAll}>
                <PlusIcon />
                Show All Projects
              </SurfaceButton>
            </li>
          )}
        </ul>
        <div className={styles.outro}>
          <p className={styles.outroText}>
            These teams are still building. Want to collaborate, mentor a team or partner with us on the next
            one? Come say hi.
          </p>
          <ExternalLink href={site.discordUrl} appearance="primary">
            <ChatIcon /> Hop On Discord
          </ExternalLink>
        </div>
      </div>
    </section>
  )
}

function TeamCard({
  team,
  editionSlug,
  linkRef,
}: {
  team: Team
  editionSlug: string
  linkRef?: React.Ref<HTMLAnchorElement>
}) {
  return (
    <article className={styles.card}>
      {team.image === TEAM_IMAGE_PLACEHOLDER ? (
        <span className={styles.placeholder} aria-hidden="true">
          <MusicIcon />
        </span>
      ) : (
        <ContentImage image={resolveImage(team.image)} alt="" className={styles.logo} />
      )}
      <h3 className={styles.name}>
        <a ref={linkRef} href={teamPath(editionSlug, team)} className={styles.nameLink}>
          {team.name}
        </a>
      </h3>
      <p className={styles.description}>{truncateDescription(team.description)}</p>
      <ExternalLink href={team.projectUrl} appearance="secondary" className={styles.open}>
        {/* The visible words first in the name (WCAG 2.5.3), as on the team's own page. */}
        {teamPageCopy.openProject}
        <span className={visuallyHidden}> {team.name}</span>
      </ExternalLink>
    </article>
  )
}
