import { useEffect, useState } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { Button } from 'react-aria-components'
import * as styles from '../floor.css'

export const Route = createFileRoute('/')({ component: Floor })

function Floor() {
  const [isTapped, setIsTapped] = useState(false)
  // The interaction bench taps only once the page has hydrated, as it waits on the site's sections.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'page'
  }, [])
  return (
    <main>
      <h1>The floor</h1>
      <Button className={styles.button} onPress={() => setIsTapped(true)}>
        {isTapped ? 'Tapped' : 'Tap'}
      </Button>
    </main>
  )
}
