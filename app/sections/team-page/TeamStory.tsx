import type { Team } from '@content/schema.ts'
import { teamPageCopy } from '@content/teamPage.ts'
import { ContentImage } from '~/ui/ContentImage'
import * as styles from './teamPage.css'
import { imageIn, type ResolvedImage } from '~/lib/images'
import { mediaQueries } from '@styles/tokens'

const STORY_PARTS = ['whatItDoes', 'howTheyBuiltIt', 'whatsNext'] as const

/** Whether the team has a story or pictures for the main column. */
export function hasStory(team: Team): boolean {
  return Boolean(team.story || team.pictures)
}

/** The main column: the story in three parts and the pictures of the app, each when given. */
export function TeamStory({ team, images }: { team: Team; images: Record<string, ResolvedImage> }) {
  const { story, pictures } = team
  return (
    <div className={styles.story}>
      {story &&
        STORY_PARTS.map((part) => (
          <section key={part} className={styles.section} aria-labelledby={`story-${part}`}>
            <h2 id={`story-${part}`} className={styles.sectionTitle}>
              {teamPageCopy[part]}
            </h2>
            <p className={styles.prose}>{story[part]}</p>
          </section>
        ))}
      {pictures && (
        <section className={styles.section} aria-labelledby="team-pictures">
          <h2 id="team-pictures" className={styles.sectionTitle}>
            {teamPageCopy.pictures}
          </h2>
          <ul className={styles.pictures}>
            {pictures.map((picture) => (
              <li key={picture.src}>
                <ContentImage
                  image={imageIn(images, picture.src)}
                  alt={picture.alt}
                  sizes={`${mediaQueries.desktopWidth} 24rem, 100vw`}
                  className={styles.picture}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
