import { Hydrate } from '@tanstack/react-start'
import { visible } from '~/boot/visibleHydration'
import type { Team } from '@content/schema.ts'
import { FEATURED_EDITION_SLUG } from '@content/featuredSlug.ts'
import { editionPath, teamPath } from '@content/slug.ts'
import { editionsPageCopy } from '@content/editionsPage.ts'
import { TEAM_IMAGE_PLACEHOLDER } from '@content/team-image.ts'
import { fillIn, teamPageCopy } from '@content/teamPage.ts'
import { ContentImage } from '~/ui/ContentImage'
import { ExternalLink } from '~/ui/ExternalLink'
import { MusicIcon } from '~/ui/icons'
import { PlacementBadge } from '~/ui/PlacementBadge'
import { SignupCard } from '~/sections/call-to-action/SignupCard'
import { backLink, container, visuallyHidden } from '@styles/utilities.css'
import type { SignupOutcome } from '~/signup/outcome'
import { Eyebrow } from '~/ui/SectionHeader'
import { EditionProvider } from '~/lib/editionSlug'
import { ShareButton } from './ShareButton'
import { hasStory, TeamStory } from './TeamStory'
import { hasFacts, TeamFacts } from './TeamFacts'
import * as styles from './teamPage.css'
import { imageIn, type ResolvedImage } from '~/lib/images'
import type { EditionFacts } from '~/sections/edition-page/pageData'

/**
 * A team's own page, laid out like a project page: the card's contents and the prize on top, then
 * the story and pictures beside the members, tools and links, each when given; and a way to share it.
 */
export function TeamPage({
  edition,
  team,
  images,
  signupOutcome,
}: {
  edition: EditionFacts
  team: Team
  /** The files of the team's pictures, which the server sends with the page. */
  images: Record<string, ResolvedImage>
  signupOutcome?: SignupOutcome
}) {
  // The featured edition's teams are on `/`; every edition's are on its own page.
  const editionName = fillIn(editionsPageCopy.editionName, {
    city: edition.event.city,
    year: edition.event.startDate.slice(0, 4),
  })
  const teamsHref = `${edition.slug === FEATURED_EDITION_SLUG ? '/' : editionPath(edition.slug)}#teams`
  return (
    <EditionProvider slug={edition.slug}>
      <main id="main" tabIndex={-1} className={[container, styles.main].join(' ')}>
        <a href={teamsHref} className={backLink}>
          <span aria-hidden="true">←</span>
          {teamPageCopy.backToTeams}
        </a>
        <article className={styles.team} aria-labelledby="team-name">
          {team.image === TEAM_IMAGE_PLACEHOLDER ? (
            <span className={styles.placeholder} aria-hidden="true">
              <MusicIcon />
            </span>
          ) : (
            <ContentImage
              image={imageIn(images, team.image)}
              alt=""
              priority
              sizes="10rem"
              className={styles.logo}
            />
          )}
          <div className={styles.text}>
            <Eyebrow>{fillIn(teamPageCopy.builtAt, { event: edition.event.name })}</Eyebrow>
            <h1 id="team-name" className={styles.name}>
              {team.name}
            </h1>
            <p className={styles.origin}>
              {teamPageCopy.fromEdition} <a href={editionPath(edition.slug)}>{editionName}</a>
            </p>
            <p className={styles.description}>{team.description}</p>
            {team.placement && (
              <section className={styles.callout} aria-labelledby="team-prize">
                <h2 id="team-prize" className={styles.calloutTitle}>
                  <PlacementBadge placement={team.placement} label={teamPageCopy.placement[team.placement]} />{' '}
                  {fillIn(teamPageCopy.placedAt, { event: edition.event.name })}
                </h2>
                {team.prize && <p>{team.prize}</p>}
              </section>
            )}
            <div className={styles.actions}>
              <ExternalLink href={team.projectUrl} appearance="primary">
                {teamPageCopy.openProject}
                <span className={visuallyHidden}> {team.name}</span>
              </ExternalLink>
              <ShareButton
                title={team.name}
                text={fillIn(teamPageCopy.shareText, { team: team.name, event: edition.event.name })}
              />
            </div>
          </div>
          {(hasStory(team) || hasFacts(team)) && (
            <div className={hasStory(team) && hasFacts(team) ? styles.columns : styles.oneColumn}>
              {hasStory(team) && <TeamStory team={team} images={images} />}
              {hasFacts(team) && <TeamFacts team={team} images={images} />}
            </div>
          )}
        </article>
        {/* As on `/`: the form works as a plain post until its code arrives, as it comes near. */}
        <Hydrate when={visible()}>
          <SignupCard compact page={teamPath(edition.slug, team)} signupOutcome={signupOutcome} />
        </Hydrate>
      </main>
    </EditionProvider>
  )
}
