import type { ReactNode } from 'react'
import { Dialog as AriaDialog, Modal, ModalOverlay } from 'react-aria-components'
import { Button } from './Button'
import { CloseIcon } from './icons'
import * as styles from './dialog.css'

export interface DialogProps {
  isOpen: boolean
  onClose: () => void
  /** Names the dialog for screen readers when it has no visible heading. */
  'aria-label'?: string
  'aria-labelledby'?: string
  /** `compact` for a few lines beside a picture; `fullscreen` for the lightbox: the whole viewport, no card. */
  size?: 'card' | 'compact' | 'fullscreen'
  children: ReactNode
}

/** A modal dialog: focus is trapped inside, Escape and the close button dismiss it, focus returns on close. */
export function Dialog({ isOpen, onClose, size = 'card', children, ...labelling }: DialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className={[styles.overlay, size === 'fullscreen' && styles.overlayFullscreen]
        .filter(Boolean)
        .join(' ')}
    >
      <Modal className={[styles.modal, size !== 'card' && styles[size]].filter(Boolean).join(' ')}>
        <AriaDialog {...labelling} className={styles.dialog}>
          <Button variant="icon" aria-label="Close" className={styles.closeButton} onPress={onClose}>
            <CloseIcon />
          </Button>
          {children}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  )
}
