import type { ReactNode, Ref } from 'react'
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components'
import { visuallyHidden } from '@styles/utilities.css'
import * as buttonStyles from './button.css'

export interface ExternalLinkProps extends Omit<AriaLinkProps, 'className' | 'target' | 'rel' | 'children'> {
  href: string
  children: ReactNode
  /** Render as a pill button instead of an inline link. */
  appearance?: 'inline' | 'primary' | 'secondary' | 'quiet'
  className?: string
  ref?: Ref<HTMLAnchorElement>
}

/** Every link that leaves the site: a new tab, no opener, and a hint for screen readers. */
export function ExternalLink({ appearance = 'inline', className, children, ...props }: ExternalLinkProps) {
  const look =
    appearance === 'inline' ? undefined : [buttonStyles.root, buttonStyles.variant[appearance]].join(' ')
  return (
    <AriaLink
      {...props}
      target="_blank"
      rel="noopener noreferrer"
      className={[look, className].filter(Boolean).join(' ') || undefined}
    >
      {children}
      <span className={visuallyHidden}> (opens in a new tab)</span>
    </AriaLink>
  )
}
