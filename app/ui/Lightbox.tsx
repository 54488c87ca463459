import { useEffect, useRef } from 'react'
import { Button as AriaButton } from 'react-aria-components'
import { Button } from './Button'
import { ContentImage } from './ContentImage'
import { Dialog } from './Dialog'
import { ChevronLeftIcon, ChevronRightIcon } from './icons'
import { keepFocusedInView } from './keepFocusedInView'
import { lightboxCounter, swipeDirection, wrapIndex } from './lightboxState'
import * as styles from './lightbox.css'
import { resolveImage } from '~/lib/contentImages'

export interface LightboxImage {
  src: string
  alt: string
}

export interface LightboxProps {
  images: readonly LightboxImage[]
  index: number
  onIndexChange: (index: number) => void
  isOpen: boolean
  onClose: () => void
  /** Names the dialog, e.g. the timeline step it shows. */
  label: string
}

/** Full-screen image viewer: arrows, swipe, thumbnails on phones, Escape to close; the index wraps. */
export default function Lightbox({ images, index, onIndexChange, isOpen, onClose, label }: LightboxProps) {
  const touchStartX = useRef<number | null>(null)
  const count = images.length
  const current = images[wrapIndex(index, count)]
  const go = (delta: number) => onIndexChange(wrapIndex(index + delta, count))

  // On the window, not the dialog's content: focus may rest on the dialog element itself.
  useEffect(() => {
    if (!isOpen) return
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key === 'ArrowLeft') onIndexChange(wrapIndex(index - 1, count))
      else if (event.key === 'ArrowRight') onIndexChange(wrapIndex(index + 1, count))
      else return
      event.preventDefault()
    }
    window.addEventListener('keydown', handleKeyDown)
    return () => window.removeEventListener('keydown', handleKeyDown)
  }, [isOpen, index, count, onIndexChange])

  return (
    <Dialog isOpen={isOpen} onClose={onClose} size="fullscreen" aria-label={label}>
      <div className={styles.root}>
        <div
          className={styles.stage}
          onTouchStart={(event) => {
            touchStartX.current = event.changedTouches[0]?.clientX ?? null
          }}
          onTouchEnd={(event) => {
            const start = touchStartX.current
            const end = event.changedTouches[0]?.clientX
            touchStartX.current = null
            if (start === null || end === undefined) return
            const direction = swipeDirection(start, end)
            if (direction) go(direction === 'next' ? 1 : -1)
          }}
        >
          {current && (
            <figure className={styles.figure}>
              <ContentImage
                key={current.src}
                image={resolveImage(current.src)}
                alt={current.alt}
                loading="eager"
                imgClassName={styles.image}
              />
            </figure>
          )}
          {count > 1 && (
            <>
              <Button
                variant="icon"
                aria-label="Previous image"
                className={styles.previous}
                onPress={() => go(-1)}
              >
                <ChevronLeftIcon />
              </Button>
              <Button variant="icon" aria-label="Next image" className={styles.next} onPress={() => go(1)}>
                <ChevronRightIcon />
              </Button>
            </>
          )}
        </div>
        <div className={styles.footer}>
          <p className={styles.counter} aria-live="polite">
            {lightboxCounter(wrapIndex(index, count), count)}
          </p>
          <ul className={styles.thumbnails} aria-label="Thumbnails" onFocus={keepFocusedInView}>
            {images.map((image, i) => (
              <li key={image.src}>
                <AriaButton
                  className={styles.thumbnail}
                  aria-label={`Show image ${i + 1}: ${image.alt}`}
                  aria-current={i === wrapIndex(index, count) ? 'true' : undefined}
                  onPress={() => onIndexChange(i)}
                >
                  <ContentImage image={resolveImage(image.src)} alt="" />
                </AriaButton>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Dialog>
  )
}
