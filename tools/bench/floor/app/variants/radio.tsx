// The floor whose tap selects a radio in a react-aria radio group of four, as the site's filters
// and featured cards are: what the stack's own radio group costs a tap on a bare page, built in
// place of the one route (`node tools/bench/floor.ts radio`).
import { useEffect, useState } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { RadioButton, RadioField, RadioGroup } from 'react-aria-components'
// Written as from app/routes/, where the floor's vite.config.ts builds this file.
import * as parts from '../variants/variants.css'

export const Route = createFileRoute('/')({ component: Floor })

const CHOICES = ['All', 'Tap', 'Three', 'Four']

function Floor() {
  const [chosen, setChosen] = useState('All')
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'page'
  }, [])
  return (
    <main data-floor="radio">
      <h1>The floor</h1>
      <RadioGroup aria-label="Choices" orientation="horizontal" value={chosen} onChange={setChosen}>
        {CHOICES.map((choice) => (
          <RadioField key={choice} value={choice} className={parts.radioField}>
            <RadioButton className={parts.radio}>{choice}</RadioButton>
          </RadioField>
        ))}
      </RadioGroup>
    </main>
  )
}
