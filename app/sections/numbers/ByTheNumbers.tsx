import { useRef } from 'react'
import { SectionHeader } from '~/ui/SectionHeader'
import { useEdition } from '~/lib/edition'
import { motionMs } from '@styles/tokens'
import { container, section } from '@styles/utilities.css'
import { useRevealOnce } from './useRevealOnce'
import * as styles from './numbers.css'

const STATS_VISIBILITY_THRESHOLD = 0.3

export function ByTheNumbers() {
  const { stats, sectionHeaders, quote } = useEdition()
  const sectionRef = useRef<HTMLElement>(null)
  const reveal = useRevealOnce(sectionRef, STATS_VISIBILITY_THRESHOLD)
  return (
    <section ref={sectionRef} id="numbers" aria-labelledby="numbers-title" className={section}>
      <div className={container}>
        <SectionHeader copy={sectionHeaders.numbers} headingId="numbers-title" />
        <ul className={styles.grid} data-reveal={reveal}>
          {stats.map((stat, index) => (
            <li
              key={stat.number + stat.label}
              className={styles.card}
              style={{
                transitionDelay: reveal === 'revealed' ? `${index * motionMs.statStagger}ms` : undefined,
              }}
            >
              <span className={[styles.number, styles.gradient[stat.gradient]].join(' ')}>{stat.number}</span>
              <span className={styles.label}>{stat.label}</span>
            </li>
          ))}
        </ul>
        <blockquote className={styles.quote}>
          <p className={styles.quoteText}>“{quote.text}”</p>
          <cite className={styles.quoteCite}>
            {quote.author}, {quote.role}
          </cite>
        </blockquote>
      </div>
    </section>
  )
}
