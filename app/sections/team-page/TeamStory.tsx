import type { Team } from '@content/schema.ts'
import { teamPageCopy } from '@content/teamPage.ts'
import { ContentImage } from '~/ui/ContentImage'
import { visuallyHidden } from '@styles/utilities.css'
import * as styles from './teamPage.css'
import { imageIn, type ResolvedImage } from '~/lib/images'

const STORY_PARTS = ['whatItDoes', 'howTheyBuiltIt', 'whatsNext'] as const

/** What a team page tells beyond its card: the story, the members and pictures of the app, each when given. */
export function TeamStory({ team, images }: { team: Team; images: Record<string, ResolvedImage> }) {
  const { story, members, pictures } = team
  return (
    <>
      {story &&
        STORY_PARTS.map((part) => (
          <section key={part} className={styles.section} aria-labelledby={`story-${part}`}>
            <h2 id={`story-${part}`} className={styles.sectionTitle}>
              {teamPageCopy[part]}
            </h2>
            <p className={styles.prose}>{story[part]}</p>
          </section>
        ))}
      {members && (
        <section className={styles.section} aria-labelledby="team-members">
          <h2 id="team-members" className={styles.sectionTitle}>
            {teamPageCopy.members}
          </h2>
          <ul className={styles.members}>
            {members.map((member) => (
              <li key={`${member.name}/${member.role}`} className={styles.member}>
                <span className={styles.memberName}>{member.name}</span>
                <span className={visuallyHidden}>, </span>
                <span className={styles.memberRole}>{member.role}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
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
                  sizes="(min-width: 64rem) 36rem, 100vw"
                  className={styles.picture}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}
