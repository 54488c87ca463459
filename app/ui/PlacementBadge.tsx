import { TrophyIcon } from './icons'
import * as styles from './placementBadge.css'

export type Placement = keyof typeof styles.badge

export interface PlacementBadgeProps {
  placement: Placement
  /** The placement in words, from the content: the colour only repeats it. */
  label: string
  className?: string
}

/** A team's placement, the same on `/`'s project cards and on team pages: a label, not a control. */
export function PlacementBadge({ placement, label, className }: PlacementBadgeProps) {
  return (
    <span className={[styles.badge[placement], className].filter(Boolean).join(' ')}>
      <TrophyIcon />
      {label}
    </span>
  )
}
