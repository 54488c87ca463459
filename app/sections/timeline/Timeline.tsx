import { startTransition, useMemo, useRef, useState, type FocusEvent } from 'react'
import { SectionHeader } from '~/ui/SectionHeader'
import { Tab, TabList, TabPanel, Tabs } from '~/ui/Tabs'
import { container, section, visuallyHidden } from '@styles/utilities.css'
import { CYCLE_TOGGLE_ATTRIBUTE, StepPanel, TimelineContext } from './StepPanel'
import { stepHash } from './timelineState'
import { useTimeline } from './useTimeline'
import { useLoadWhenIdle } from '~/lib/useLoadWhenIdle'
import { lazyPart, useLazyPart } from '~/lib/lazyPart'
import { useEdition } from '~/lib/edition'
import * as styles from './timeline.css'

// The full-screen viewer is not in the page's first code: it arrives once the timeline is idle.
const lightbox = lazyPart(() => import('~/ui/Lightbox'))

export function Timeline() {
  const { timelineSteps, sectionHeaders } = useEdition()
  const sectionRef = useRef<HTMLElement>(null)
  const timeline = useTimeline(sectionRef, timelineSteps)
  useLoadWhenIdle(lightbox.load)
  const { state, selectStep, setFocusHold } = timeline
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null)
  const Lightbox = useLazyPart(lightbox, lightboxIndex !== null, () => setLightboxIndex(null))?.default
  const current = timelineSteps[state.step - 1] ?? timelineSteps[0]!
  // Opened in a transition, as a highlight's dialog is, so the tap's own frame paints first
  // (docs/decisions/0080-lazy-parts-drawn-once-their-code-is-in.md).
  const controls = {
    ...timeline,
    openLightbox: () => startTransition(() => setLightboxIndex(state.imageIndex)),
  }

  const stepTabs = useMemo(
    () => (
      <Tabs
        selectedKey={String(state.step)}
        onSelectionChange={(key) => selectStep(Number(key))}
        className={styles.stage}
      >
        <TabList aria-label="Timeline steps" className={styles.steps}>
          {timelineSteps.map((step) => (
            <Tab key={step.id} id={String(step.number)} aria-label={`Step ${step.number}: ${step.title}`}>
              {step.number}
            </Tab>
          ))}
        </TabList>
        {/* One panel that follows the step, so a control focused in it keeps focus when the step
            changes: a Tab pressed before a new step had rendered landed in the old step's panel,
            which then unmounted and dropped focus to the page. */}
        <TabPanel id={String(current.number)}>
          <div className={styles.panelContents} onFocus={holdInPanel(setFocusHold)}>
            <StepPanel step={current} />
          </div>
        </TabPanel>
      </Tabs>
    ),
    [state.step, selectStep, setFocusHold, timelineSteps, current],
  )

  return (
    <section id="timeline" ref={sectionRef} aria-labelledby="timeline-title" className={section}>
      {/* What a link to a step (/#step-3) scrolls to, with or without JavaScript: the section's top. */}
      {timelineSteps.map((step) => (
        <span key={step.id} id={stepHash(step.number).slice(1)} className={styles.stepAnchor} />
      ))}
      <div className={container}>
        <SectionHeader copy={sectionHeaders.timeline} headingId="timeline-title" />
        {/* Focus anywhere in the steps, picture or caption holds the slideshow still (WCAG 2.2.2). */}
        <div onFocus={holdWhileFocused(setFocusHold)} onBlur={releaseOnBlur(setFocusHold)}>
          <TimelineContext value={controls}>{stepTabs}</TimelineContext>
        </div>
        <p className={visuallyHidden} aria-live="polite">
          {state.announcedStep === current.number &&
            `Step ${current.number} of ${timelineSteps.length}: ${current.title}`}
        </p>
        {lightboxIndex !== null && Lightbox && (
          <Lightbox
            images={current.galleryImages}
            index={lightboxIndex}
            onIndexChange={setLightboxIndex}
            isOpen
            onClose={() => setLightboxIndex(null)}
            label={`${current.title} photos`}
          />
        )}
      </div>
    </section>
  )
}

// Focus on the play/pause button does not hold the slideshow: pressing "Play" has to start it.
const holdWhileFocused = (setHold: (isHeld: boolean) => void) => (event: FocusEvent<HTMLElement>) =>
  setHold(!(event.target as HTMLElement).hasAttribute(CYCLE_TOGGLE_ATTRIBUTE))
// A control in the panel holds the slideshow itself and lets the focus go no further: react-aria's
// Tabs keep a focus-within state, and each focus entering them re-rendered every step tab during
// the tap (app/boot/README.md). The blur still bubbles, to release the hold.
const holdInPanel = (setHold: (isHeld: boolean) => void) => (event: FocusEvent<HTMLElement>) => {
  holdWhileFocused(setHold)(event)
  event.stopPropagation()
}
const releaseOnBlur = (setHold: (isHeld: boolean) => void) => (event: FocusEvent<HTMLElement>) => {
  if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHold(false)
}
