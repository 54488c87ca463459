import type { Team } from '@content/schema.ts'
import { teamPageCopy } from '@content/teamPage.ts'
import { ContentImage } from '~/ui/ContentImage'
import { ExternalLink } from '~/ui/ExternalLink'
import { visuallyHidden } from '@styles/utilities.css'
import * as styles from './teamPage.css'
import { imageIn, type ResolvedImage } from '~/lib/images'

/** Whether the team has anything for the side column: members, tools or links beyond its project. */
export function hasFacts(team: Team): boolean {
  return Boolean(team.members || team.builtWith || team.demoUrl || team.codeUrl)
}

/** The side column, as on a project page: who made it, what with, and where to try it. */
export function TeamFacts({ team, images }: { team: Team; images: Record<string, ResolvedImage> }) {
  const { members, builtWith, demoUrl, codeUrl } = team
  const links = [
    { href: demoUrl, label: teamPageCopy.demo },
    { href: codeUrl, label: teamPageCopy.code },
  ].flatMap(({ href, label }) => (href ? [{ href, label }] : []))
  return (
    <div className={styles.facts}>
      {members && (
        <section className={styles.section} aria-labelledby="team-members">
          <h2 id="team-members" className={styles.sectionTitle}>
            {teamPageCopy.members}
          </h2>
          <ul className={styles.members}>
            {members.map((member) => (
              <li key={`${member.name}/${member.role}`} className={styles.member}>
                {member.picture && (
                  <ContentImage
                    image={imageIn(images, member.picture.src)}
                    alt={member.picture.alt}
                    sizes="3.5rem"
                    className={styles.avatar}
                    imgClassName={styles.avatarImage}
                  />
                )}
                <span className={styles.memberText}>
                  <span className={styles.memberName}>{member.name}</span>
                  <span className={visuallyHidden}>, </span>
                  <span className={styles.memberRole}>{member.role}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {builtWith && (
        <section className={styles.section} aria-labelledby="team-built-with">
          <h2 id="team-built-with" className={styles.sectionTitle}>
            {teamPageCopy.builtWith}
          </h2>
          <ul className={styles.tags}>
            {builtWith.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        </section>
      )}
      {links.length > 0 && (
        <section className={styles.section} aria-labelledby="team-links">
          <h2 id="team-links" className={styles.sectionTitle}>
            {teamPageCopy.links}
          </h2>
          <ul className={styles.links}>
            {links.map(({ href, label }) => (
              <li key={label}>
                <ExternalLink href={href} appearance="secondary" className={styles.link}>
                  {label}
                  <span className={visuallyHidden}> {team.name}</span>
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
