import { createContext, lazy, Suspense, use, useMemo, useRef, useState, type FocusEvent } from 'react'
import { controls as controlNames } from '@content/controls.ts'
import { SurfaceButton } from '~/ui/SurfaceButton'
import type { TimelineStep } from '@content/schema.ts'
import { Button } from '~/ui/Button'
import { ContentImage } from '~/ui/ContentImage'
import { Disclosure } from '~/ui/Disclosure'
import { ChevronDownIcon, PauseIcon, PlayIcon } from '~/ui/icons'
import { Tab, TabList, TabPanel, Tabs } from '~/ui/Tabs'
import { SectionHeader } from '~/ui/SectionHeader'
import { container, section, visuallyHidden } from '@styles/utilities.css'
import { TIMELINE_IMAGE_SIZES } from './timelineImages'
import { stepHash } from './timelineState'
import { useTimeline } from './useTimeline'
import { useLoadWhenIdle } from '~/lib/useLoadWhenIdle'
import { useEdition } from '~/lib/edition'
import * as styles from './timeline.css'
import { resolveImage } from '~/lib/contentImages'

// The full-screen viewer is not in the page's first code: it arrives once the timeline is idle.
const loadLightbox = () => import('~/ui/Lightbox')
const Lightbox = lazy(loadLightbox)

type TimelineControls = ReturnType<typeof useTimeline> & { openLightbox: () => void }

// The timeline's state changes often while it loads (each settled image, the badge, every cycle),
// but the step buttons only change with the step. The panel reads everything else from context,
// so those updates redraw the canvas and caption, not react-aria's step collection.
const TimelineContext = createContext<TimelineControls | null>(null)

export function Timeline() {
  const { timelineSteps, sectionHeaders } = useEdition()
  const sectionRef = useRef<HTMLElement>(null)
  const timeline = useTimeline(sectionRef, timelineSteps)
  useLoadWhenIdle(loadLightbox)
  const { state, selectStep } = timeline
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null)
  const current = timelineSteps[state.step - 1] ?? timelineSteps[0]!
  const controls = { ...timeline, openLightbox: () => setLightboxIndex(state.imageIndex) }

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
          <StepPanel step={current} />
        </TabPanel>
      </Tabs>
    ),
    [state.step, selectStep, timelineSteps, current],
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
        <div onFocus={holdWhileFocused(timeline.setFocusHold)} onBlur={releaseOnBlur(timeline.setFocusHold)}>
          <TimelineContext value={controls}>{stepTabs}</TimelineContext>
        </div>
        <p className={visuallyHidden} aria-live="polite">
          {state.announcedStep === current.number &&
            `Step ${current.number} of ${timelineSteps.length}: ${current.title}`}
        </p>
        {lightboxIndex !== null && (
          <Suspense fallback={null}>
            <Lightbox
              images={current.galleryImages}
              index={lightboxIndex}
              onIndexChange={setLightboxIndex}
              isOpen
              onClose={() => setLightboxIndex(null)}
              label={`${current.title} photos`}
            />
          </Suspense>
        )}
      </div>
    </section>
  )
}

// The play/pause button is the one control whose focus must not hold the slideshow: pressing
// "Play" has to start it while focus stays on the button.
const CYCLE_TOGGLE_ATTRIBUTE = 'data-cycle-toggle'
const holdWhileFocused = (setHold: (isHeld: boolean) => void) => (event: FocusEvent<HTMLElement>) =>
  setHold(!(event.target as HTMLElement).hasAttribute(CYCLE_TOGGLE_ATTRIBUTE))
const releaseOnBlur = (setHold: (isHeld: boolean) => void) => (event: FocusEvent<HTMLElement>) => {
  if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHold(false)
}

function useTimelineControls(): TimelineControls {
  const controls = use(TimelineContext)
  if (!controls) throw new Error('A timeline step panel must be rendered inside <Timeline>')
  return controls
}

function StepPanel({ step }: { step: TimelineStep }) {
  const { state, toggleCaption } = useTimelineControls()
  // The tray clamps the description to three lines (spec §9); this shows the rest (WCAG 1.4.4).
  // The panel stays mounted across steps, so a new step starts clamped again.
  const [isDescriptionWhole, setIsDescriptionWhole] = useState(false)
  const [describedStepId, setDescribedStepId] = useState(step.id)
  if (describedStepId !== step.id) {
    setDescribedStepId(step.id)
    setIsDescriptionWhole(false)
  }
  const descriptionId = `timeline-description-${step.number}`
  return (
    <>
      <StepCanvas step={step} />
      <div className={styles.tray} id="timeline-caption" hidden={!state.isCaptionVisible}>
        <StepHeading step={step} />
        <p id={descriptionId} className={`${styles.description} ${isDescriptionWhole ? '' : styles.clamped}`}>
          {step.description}
        </p>
        {/* An icon button in the tray's corner: the tray must not grow over the picture. */}
        <Button
          variant="icon"
          className={styles.wholeToggle}
          aria-label={
            isDescriptionWhole ? controlNames.wholeDescription.hide : controlNames.wholeDescription.show
          }
          aria-expanded={isDescriptionWhole}
          aria-controls={descriptionId}
          onPress={() => setIsDescriptionWhole(!isDescriptionWhole)}
        >
          <ChevronDownIcon />
        </Button>
      </div>
      <Button
        variant="quiet"
        size="sm"
        className={styles.trayToggle}
        aria-expanded={state.isCaptionVisible}
        aria-controls="timeline-caption"
        onPress={toggleCaption}
      >
        {state.isCaptionVisible ? 'Hide caption' : 'Show caption'}
      </Button>
      <div className={styles.mobileCaption}>
        <StepHeading step={step} />
        {/* Each step's story is its own, open or not: a step change shows the new step's, collapsed. */}
        <Disclosure key={step.id} title="Read the story">
          <p className={styles.description}>{step.description}</p>
        </Disclosure>
      </div>
    </>
  )
}

function StepCanvas({ step }: { step: TimelineStep }) {
  const { state, badge, isRequested, openLightbox, setPointerHold, toggleCyclePaused } = useTimelineControls()
  const shown = step.galleryImages[state.imageIndex] ?? step.heroImage
  return (
    <div className={styles.canvasFrame}>
      <SurfaceButton
        className={styles.canvas}
        aria-label={`Open full screen: ${shown.alt}`}
        onPress={openLightbox}
        onHoverChange={setPointerHold}
      >
        {step.galleryImages.map((image, index) =>
          index === 0 || isRequested(image.src) ? (
            <span
              key={image.src}
              className={styles.slide}
              data-active={index === state.imageIndex || undefined}
            >
              <ContentImage
                image={resolveImage(image.src)}
                alt=""
                loading="lazy"
                className={styles.fill}
                imgClassName={styles.slideImage}
                sizes={TIMELINE_IMAGE_SIZES}
              />
            </span>
          ) : null,
        )}
      </SurfaceButton>
      <div className={styles.canvasTools}>
        {badge && <span className={styles.badge}>{badge}</span>}
        {!state.prefersReducedMotion && (
          <Button
            variant="icon"
            className={styles.cycleToggle}
            aria-label={
              state.isCyclePaused ? controlNames.timelineCycle.play : controlNames.timelineCycle.pause
            }
            onPress={toggleCyclePaused}
            {...{ [CYCLE_TOGGLE_ATTRIBUTE]: true }}
          >
            {state.isCyclePaused ? <PlayIcon /> : <PauseIcon />}
          </Button>
        )}
      </div>
    </div>
  )
}

function StepHeading({ step }: { step: TimelineStep }) {
  return (
    <>
      <p className={styles.stepLabel}>{step.label}</p>
      <h3 className={styles.stepTitle}>{step.title}</h3>
      <p className={styles.stepSubtitle}>{step.subtitle}</p>
    </>
  )
}
