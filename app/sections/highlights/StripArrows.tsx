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
  const lastDirection = useRef<1 | -1 | null>(null)
  // A button disabled under the keyboard's focus would drop it to the page: it goes to the other one.
  useEffect(() => {
    const ended = isAtEnd ? 1 : isAtStart ? -1 : null
    if (ended === null || lastDirection.current !== ended) return
    const [endedButton, other] =
      ended === 1 ? [nextRef.current, previousRef.current] : [previousRef.current, nextRef.current]
    const focused = document.activeElement
    if (focused === endedButton || focused === document.body) other?.focus()
  }, [isAtStart, isAtEnd])
  if (isAtStart && isAtEnd) return null
  const press = (direction: 1 | -1) => {
    lastDirection.current = direction
    step(direction)
  }
  return (
    <div className={styles.arrows}>
      <Button
        ref={previousRef}
        variant="icon"
        aria-label="Previous highlights"
        aria-controls={stripId}
        isDisabled={isAtStart}
        onPress={() => press(-1)}
      >
        <ChevronLeftIcon />
      </Button>
      <Button
        ref={nextRef}
        variant="icon"
        aria-label="Next highlights"
        aria-controls={stripId}
        isDisabled={isAtEnd}
        onPress={() => press(1)}
      >
        <ChevronRightIcon />
      </Button>
    </div>
  )
}
