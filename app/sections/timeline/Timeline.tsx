import { lazy, Suspense, useState } from 'react'
import { Button as AriaButton } from 'react-aria-components'
import { timelineSteps } from '@content/timeline.ts'
import type { TimelineStep } from '@content/schema.ts'
import { Button } from '~/ui/Button'
import { ContentImage } from '~/ui/ContentImage'
import { Disclosure } from '~/ui/Disclosure'
import { Tab, TabList, TabPanel, Tabs } from '~/ui/Tabs'
import { container, eyebrow, lede, section, sectionHeader, sectionHeading, visuallyHidden } from '@styles/utilities.css'
import { TIMELINE_IMAGE_SIZES, useTimeline } from './useTimeline'
import * as styles from './timeline.css'

// The full-screen viewer is only downloaded when a visitor opens it.
const Lightbox = lazy(() => import('~/ui/Lightbox'))

export function Timeline() {
  const timeline = useTimeline(timelineSteps)
  const { state } = timeline
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null)
  const current = timelineSteps[state.step - 1] ?? timelineSteps[0]!

  return (
    <section id="timeline" ref={timeline.sectionRef} aria-labelledby="timeline-title" className={section}>
      <div className={container}>
        <header className={sectionHeader}>
          <p className={eyebrow}>The story in five steps</p>
          <h2 id="timeline-title" className={sectionHeading}>Culture Coded, Live at Outside Lands</h2>
          <p className={lede}>Here's how AI vibe-coding hit the main stage:</p>
        </header>
        <Tabs
          selectedKey={String(state.step)}
          onSelectionChange={(key) => timeline.selectStep(Number(key))}
          className={styles.stage}
        >
          <TabList aria-label="Timeline steps" className={styles.steps}>
            {timelineSteps.map((step) => (
              <Tab key={step.id} id={String(step.number)} aria-label={`Step ${step.number}: ${step.title}`}>
                {step.number}
              </Tab>
            ))}
          </TabList>
          {timelineSteps.map((step) => (
            <TabPanel key={step.id} id={String(step.number)}>
              <StepCanvas
                step={step}
                imageIndex={state.imageIndex}
                badge={timeline.badge}
                isRequested={timeline.isRequested}
                onOpen={() => setLightboxIndex(state.imageIndex)}
                onPausedChange={timeline.setPaused}
              />
              <div className={styles.tray} id="timeline-caption" hidden={!state.isCaptionVisible}>
                <StepCaption step={step} isClamped />
              </div>
              <Button
                variant="quiet"
                size="sm"
                className={styles.trayToggle}
                aria-expanded={state.isCaptionVisible}
                aria-controls="timeline-caption"
                onPress={timeline.toggleCaption}
              >
                {state.isCaptionVisible ? 'Hide caption' : 'Show caption'}
              </Button>
              <div className={styles.mobileCaption}>
                <p className={styles.stepLabel}>{step.label}</p>
                <h3 className={styles.stepTitle}>{step.title}</h3>
                <p className={styles.stepSubtitle}>{step.subtitle}</p>
                <Disclosure title="Read the story" isExpanded={state.isPanelExpanded} onExpandedChange={timeline.setPanelExpanded}>
                  <p className={styles.description}>{step.description}</p>
                </Disclosure>
              </div>
            </TabPanel>
          ))}
        </Tabs>
        <p className={visuallyHidden} aria-live="polite">
          Step {current.number} of {timelineSteps.length}: {current.title}
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

interface StepCanvasProps {
  step: TimelineStep
  imageIndex: number
  badge: string | null
  isRequested: (src: string) => boolean
  onOpen: () => void
  onPausedChange: (isPaused: boolean) => void
}

function StepCanvas({ step, imageIndex, badge, isRequested, onOpen, onPausedChange }: StepCanvasProps) {
  const shown = step.galleryImages[imageIndex] ?? step.heroImage
  return (
    <div className={styles.canvasFrame}>
    <AriaButton
      className={styles.canvas}
      aria-label={`Open full screen: ${shown.alt}`}
      onPress={onOpen}
      onHoverChange={onPausedChange}
      onFocusChange={onPausedChange}
    >
      {step.galleryImages.map((image, index) =>
        index === 0 || isRequested(image.src) ? (
          <span key={image.src} className={styles.slide} data-active={index === imageIndex || undefined}>
            <ContentImage src={image.src} alt="" loading="lazy" className={styles.fill} imgClassName={styles.slideImage} sizes={TIMELINE_IMAGE_SIZES} />
          </span>
        ) : null,
      )}
    </AriaButton>
    {badge && <span className={styles.badge}>{badge}</span>}
    </div>
  )
}

function StepCaption({ step, isClamped }: { step: TimelineStep; isClamped?: boolean }) {
  return (
    <>
      <p className={styles.stepLabel}>{step.label}</p>
      <h3 className={styles.stepTitle}>{step.title}</h3>
      <p className={styles.stepSubtitle}>{step.subtitle}</p>
      <p className={[styles.description, isClamped && styles.clamped].filter(Boolean).join(' ')}>{step.description}</p>
    </>
  )
}
