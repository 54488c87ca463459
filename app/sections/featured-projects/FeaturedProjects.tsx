import { memo, useDeferredValue, useLayoutEffect, useRef, useState } from 'react'
import type { FeaturedProject } from '@content/schema.ts'
import { teamPageCopy } from '@content/teamPage.ts'
import { ContentImage } from '~/ui/ContentImage'
import { PlacementBadge } from '~/ui/PlacementBadge'
import { Radio, RadioGroup } from '~/ui/RadioGroup'
import { SectionHeader } from '~/ui/SectionHeader'
import { useEdition } from '~/lib/edition'
import { container, section } from '@styles/utilities.css'
import { mediaQueries } from '@styles/tokens'
import { revealBelow } from './revealBelow'
import { useHoverPreview } from './useHoverPreview'
import * as styles from './featuredProjects.css'
import { resolveImage } from '~/lib/contentImages'

export function FeaturedProjects() {
  const { featuredProjects, sectionHeaders } = useEdition()
  // Spec §4: the winner (the first project) is selected first. Pointing at a card previews its
  // details; only a click, tap or key selects (WCAG 1.4.13).
  const [selectedId, setSelectedId] = useState(featuredProjects[0]!.id)
  const preview = useHoverPreview<number>()
  const shownId = preview.previewed ?? selectedId
  const shown = featuredProjects.find((project) => project.id === shownId) ?? featuredProjects[0]!
  // The checked card is the tap's answer; the details follow a frame later
  // (docs/decisions/0073-featured-details-deferred.md).
  const deferredShown = useDeferredValue(shown)
  const detailsRef = useRef<HTMLElement>(null)
  const revealFrom = useRef<Element | null>(null)

  // On a phone the details sit below the row of cards: once they show the chosen project, bring
  // them towards the visitor who chose it, keeping the focused card on screen.
  function choose(value: string) {
    setSelectedId(Number(value))
    preview.clear()
    const card = document.activeElement?.closest('label')
    revealFrom.current = card && window.matchMedia(mediaQueries.mobile).matches ? card : null
  }
  useLayoutEffect(() => {
    const card = revealFrom.current
    revealFrom.current = null
    if (card && detailsRef.current) revealBelow(card, detailsRef.current)
  }, [deferredShown])
  return (
    <section id="projects" aria-labelledby="projects-title" className={section}>
      <div className={container}>
        <SectionHeader copy={sectionHeaders.projects} headingId="projects-title" />
        {/* A pointer that leaves the cards and the details leaves the chosen project on show. */}
        <div className={styles.layout} onPointerLeave={preview.clear}>
          <RadioGroup
            aria-label="Featured projects"
            value={String(selectedId)}
            onChange={choose}
            onFocus={showFocusedCard}
            className={styles.cards}
          >
            {featuredProjects.map((project) => (
              <Radio
                appearance="card"
                key={project.id}
                value={String(project.id)}
                className={project.isWinner ? styles.winnerCard : undefined}
                onHoverChange={(isHovering) => preview.hoverChanged(project.id, isHovering)}
              >
                <ProjectCard project={project} />
              </Radio>
            ))}
          </RadioGroup>
          <ProjectDetails ref={detailsRef} project={deferredShown} />
        </div>
      </div>
    </section>
  )
}

// Chrome leaves a card reached by the arrow keys half out of the phone's sideways row; a tap's
// card stays where the finger is.
function showFocusedCard(event: React.FocusEvent) {
  if (!event.target.matches(':focus-visible')) return
  event.target.closest('label')?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
}

function ProjectCard({ project }: { project: FeaturedProject }) {
  return (
    <span className={styles.cardInner}>
      <ContentImage image={resolveImage(project.image.src)} alt="" className={styles.cardLogo} />
      <span>
        {project.isWinner && (
          <PlacementBadge
            placement="winner"
            label={teamPageCopy.placement.winner}
            className={styles.winnerBadge}
          />
        )}
        <span className={styles.cardName}>{project.name}</span>
        <span className={styles.cardTagline}>{project.tagline}</span>
      </span>
    </span>
  )
}

const ProjectDetails = memo(function ProjectDetails({
  project,
  ref,
}: {
  project: FeaturedProject
  ref: React.Ref<HTMLElement>
}) {
  return (
    // Not a live region: the checked radio already says which project it is.
    <article ref={ref} className={styles.details} aria-labelledby="project-details-name">
      <ContentImage
        image={resolveImage(project.image.src)}
        alt={project.image.alt}
        className={styles.detailsLogo}
      />
      <h3 id="project-details-name" className={styles.detailsName}>
        {project.name}
      </h3>
      <p className={styles.detailsTagline}>{project.tagline}</p>
      <p className={styles.detailsText}>{project.description}</p>
      {project.addedInfo && <p className={styles.addedInfo}>{project.addedInfo}</p>}
    </article>
  )
})
