import type { ReactNode } from 'react'
import { Disclosure as AriaDisclosure, DisclosurePanel, Heading } from 'react-aria-components'
import { Button } from './Button'
import { ChevronDownIcon } from './icons'
import * as styles from './disclosure.css'

export interface DisclosureProps {
  /** The trigger's text; the trigger carries aria-expanded. */
  title: string
  children: ReactNode
  className?: string
}

/** Starts collapsed and keeps its own state, so opening it redraws the disclosure alone. */
export function Disclosure({ title, children, className }: DisclosureProps) {
  return (
    <AriaDisclosure className={[styles.root, className].filter(Boolean).join(' ')}>
      <Heading level={4} style={{ margin: 0 }}>
        <Button slot="trigger" variant="secondary" size="sm">
          {title}
          <span className={styles.chevron}>
            <ChevronDownIcon />
          </span>
        </Button>
      </Heading>
      {/* react-aria puts aria-hidden beside hidden="until-found", which already hides the panel from
          everyone; when find-in-page reveals the panel, aria-hidden would keep its text from screen readers
          (docs/decisions/0059). */}
      <DisclosurePanel
        className={styles.panel}
        render={({ 'aria-hidden': _, ...domProps }) => <div {...domProps} />}
      >
        {children}
      </DisclosurePanel>
    </AriaDisclosure>
  )
}
