// The floor whose Button opens a react-aria modal dialog: what the stack's own modal costs a tap on
// a bare page, built in place of the one route (`node tools/bench/floor.ts dialog`).
import { useEffect, useState } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import * as styles from '../floor.css'
// Written as from app/routes/, where the floor's vite.config.ts builds this file.
import * as parts from '../variants/variants.css'

export const Route = createFileRoute('/')({ component: Floor })

function Floor() {
  const [isOpen, setIsOpen] = useState(false)
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'page'
  }, [])
  return (
    <main data-floor="dialog">
      <h1>The floor</h1>
      <Button className={styles.button} onPress={() => setIsOpen(true)}>
        Tap
      </Button>
      <ModalOverlay isOpen={isOpen} onOpenChange={setIsOpen} isDismissable className={parts.overlay}>
        <Modal className={parts.modal}>
          <Dialog>
            <Heading slot="title">A dialog</Heading>
            <p>Two short lines of words.</p>
            <Button slot="close">Close</Button>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </main>
  )
}
