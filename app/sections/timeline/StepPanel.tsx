// The timeline's one step panel, which follows the step: the picture canvas with its play/pause,
// the caption tray, and the caption a phone shows below the picture.
import { createContext, use, useState } from 'react'
import { controls as controlNames } from '@content/controls.ts'
import type { TimelineStep } from '@content/schema.ts'
import { Button } from '~/ui/Button'
import { ContentImage } from '~/ui/ContentImage'
import { Disclosure } from '~/ui/Disclosure'
import { ChevronDownIcon, PauseIcon, PlayIcon } from '~/ui/icons'
import { SurfaceButton } from '~/ui/SurfaceButton'
import { resolveImage } from '~/lib/contentImages'
import { TIMELINE_IMAGE_SIZES } from './timelineImages'
import type { useTimeline } from './useTimeline'
import * as styles from './timeline.css'

export type TimelineControls = ReturnType<typeof useTimeline> & { openLightbox: () => void }

// The timeline's state changes often while it loads (each settled image, the badge, every cycle),
// but the step buttons only change with the step. The panel reads everything else from context,
// so those updates redraw the canvas and caption, not react-aria's step collection.
export const TimelineContext = createContext<TimelineControls | null>(null)

// The play/pause button is the one control whose focus must not hold the slideshow: pressing
// "Play" has to start it while focus stays on the button.
export const CYCLE_TOGGLE_ATTRIBUTE = 'data-cycle-toggle'

function useTimelineControls(): TimelineControls {
  const controls = use(TimelineContext)
  if (!controls) throw new Error('A timeline step panel must be rendered inside <Timeline>')
  return controls
}

export function StepPanel({ step }: { step: TimelineStep }) {
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
