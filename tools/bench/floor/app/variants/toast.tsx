// The floor whose Button shows a react-aria toast: what the stack's own toast costs a tap on a bare
// page, built in place of the one route (`node tools/bench/floor.ts toast`).
import { useEffect } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components'
import * as styles from '../floor.css'
// Written as from app/routes/, where the floor's vite.config.ts builds this file.
import * as parts from '../variants/variants.css'

export const Route = createFileRoute('/')({ component: Floor })

const queue = new ToastQueue<{ title: string; description: string }>()

function Floor() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'page'
  }, [])
  return (
    <main data-floor="toast">
      <h1>The floor</h1>
      <Button
        className={styles.button}
        onPress={() => queue.add({ title: 'A toast', description: 'Two short lines of words.' })}
      >
        Tap
      </Button>
      <ToastRegion queue={queue} aria-label="Notifications" className={parts.toastRegion}>
        {({ toast }) => (
          <Toast toast={toast} className={parts.toast}>
            <ToastContent>
              <Text slot="title">{toast.content.title}</Text>
              <Text slot="description">{toast.content.description}</Text>
            </ToastContent>
            <Button slot="close" aria-label="Dismiss">
              ×
            </Button>
          </Toast>
        )}
      </ToastRegion>
    </main>
  )
}
