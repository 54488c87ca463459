// The INP bench's reference: one button and nothing else, drawn by React 19 alone (`?react`) or
// with react-aria's Button (`?react-aria`), the stack the site is built on.
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { Button } from 'react-aria-components'

const size = { width: '12rem', height: '4rem' }

function OneButton() {
  const [isTapped, setIsTapped] = useState(false)
  const label = isTapped ? 'Tapped' : 'Tap'
  if (new URLSearchParams(window.location.search).has('react-aria'))
    return (
      <Button style={size} onPress={() => setIsTapped(true)}>
        {label}
      </Button>
    )
  return (
    <button style={size} onClick={() => setIsTapped(true)}>
      {label}
    </button>
  )
}

createRoot(document.getElementById('root')!).render(<OneButton />)
