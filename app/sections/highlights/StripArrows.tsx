import { useEffect, useRef } from 'react'
import { Button } from '~/ui/Button'
import { ChevronLeftIcon, ChevronRightIcon } from '~/ui/icons'
import * as styles from './highlights.css'

/** Previous and next for a sideways strip, each disabled at its end; absent when all of it shows. */
export function StripArrows({
  stripId,
  isAtStart,
  isAtEnd,
  step,
}: {
  stripId: string
  isAtStart: boolean
  isAtEnd: boolean
  step: (direction: 1 | -1) => void
}) {
  const previousRef = useRef<HTMLButtonElement>(null)
  const nextRef = useRef<HTMLButtonElement>(null)
  // The button that has focus, kept when disabling it drops focus to the page (Chromium blurs
  // at once, other browsers leave it focused but dead): focus then goes to the other button, for a
  // press at the end and for a strip that reached its end under a button Tab had just reached.
  const focusHolder = useRef<HTMLButtonElement | null>(null)
  useEffect(() => {
    const holder = focusHolder.current
    if (!holder?.disabled) return
    const other = holder === nextRef.current ? previousRef.current : nextRef.current
    const focused = document.activeElement
    if (focused === holder || focused === document.body) other?.focus()
  }, [isAtStart, isAtEnd])
  if (isAtStart && isAtEnd) return null
  return (
    <div
      className={styles.arrows}
      onFocus={(event) => {
        if (event.target instanceof HTMLButtonElement) focusHolder.current = event.target
      }}
      onBlur={(event) => {
        const dropped =
          event.target instanceof HTMLButtonElement && event.target.disabled && !event.relatedTarget
        if (!dropped) focusHolder.current = null
      }}
    >
      <Button
        ref={previousRef}
        variant="icon"
        aria-label="Previous highlights"
        aria-controls={stripId}
        isDisabled={isAtStart}
        onPress={() => step(-1)}
      >
        <ChevronLeftIcon />
      </Button>
      <Button
        ref={nextRef}
        variant="icon"
        aria-label="Next highlights"
        aria-controls={stripId}
        isDisabled={isAtEnd}
        onPress={() => step(1)}
      >
        <ChevronRightIcon />
      </Button>
    </div>
  )
}
