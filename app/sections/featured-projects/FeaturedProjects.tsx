import { useRef, useState } from 'react'
import { featuredProjects } from '@content/projects.ts'
import type { FeaturedProject } from '@content/schema.ts'
import { sectionHeaders } from '@content/sections.ts'
import { ContentImage } from '~/ui/ContentImage'
import { TrophyIcon } from '~/ui/icons'
import { SingleToggleGroup, ToggleButton } from '~/ui/ToggleButtonGroup'
import { SectionHeader } from '~/ui/SectionHeader'
import { container, section } from '@styles/utilities.css'
import { mediaQueries } from '@styles/tokens'
import * as styles from './featuredProjects.css'

export function FeaturedProjects() {
  // Spec §4: the winner (the first project) is selected until the visitor points at another.
  const [selectedId, setSelectedId] = useState(featuredProjects[0]!.id)
  const selected = featuredProjects.find((project) => project.id === selectedId) ?? featuredProjects[0]!
  const detailsRef = useRef<HTMLElement>(null)

  // On a phone the details sit below all seven cards: bring them to the visitor who chose one.
  function choose(id: number) {
    setSelectedId(id)
    if (window.matchMedia(mediaQueries.mobile).matches) {
      requestAnimationFrame(() => detailsRef.current?.scrollIntoView({ block: 'nearest' }))
    }
  }
  return (
    <section id="projects" aria-labelledby="projects-title" className={section}>
      <div className={container}>
        <SectionHeader copy={sectionHeaders.projects} headingId="projects-title" />
        <div className={styles.layout}>
          <SingleToggleGroup
            aria-label="Featured projects"
            value={selectedId}
            onChange={choose}
            className={styles.cards}
          >
            {featuredProjects.map((project) => (
              <ToggleButton
                key={project.id}
                id={project.id}
                appearance="card"
                className={project.isWinner ? styles.winnerCard : undefined}
                onHoverStart={() => setSelectedId(project.id)}
              >
                <ProjectCard project={project} />
              </ToggleButton>
            ))}
          </SingleToggleGroup>
          <ProjectDetails ref={detailsRef} project={selected} />
        </div>
      </div>
    </section>
  )
}

function ProjectCard({ project }: { project: FeaturedProject }) {
  return (
    <span className={styles.cardInner}>
      <ContentImage src={project.image.src} alt="" className={styles.cardLogo} />
      <span>
        {project.isWinner && (
          <span className={styles.winnerBadge}>
            <TrophyIcon /> Winner
          </span>
        )}
        <span className={styles.cardName}>{project.name}</span>
        <span className={styles.cardTagline}>{project.tagline}</span>
      </span>
    </span>
  )
}

function ProjectDetails({ project, ref }: { project: FeaturedProject; ref: React.Ref<HTMLElement> }) {
  return (
    <article ref={ref} className={styles.details} aria-live="polite" aria-labelledby="project-details-name">
      <ContentImage src={project.image.src} alt={project.image.alt} className={styles.detailsLogo} />
      <h3 id="project-details-name" className={styles.detailsName}>
        {project.name}
      </h3>
      <p className={styles.detailsTagline}>{project.tagline}</p>
      <p className={styles.detailsText}>{project.description}</p>
      {project.addedInfo && <p className={styles.addedInfo}>{project.addedInfo}</p>}
    </article>
  )
}
