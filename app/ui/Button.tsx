import type { Ref } from 'react'
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components'
import * as styles from './button.css'

export type ButtonVariant = keyof typeof styles.variant

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  /** Visual weight: `primary` for the one main action of a card, `icon` for square icon-only buttons. */
  variant?: ButtonVariant
  /** `sm` still meets the 24 px minimum target size. */
  size?: keyof typeof styles.size
  className?: string
  ref?: Ref<HTMLButtonElement>
}

export function Button({ variant = 'primary', size = 'md', className, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={[styles.root, styles.variant[variant], styles.size[size], className]
        .filter(Boolean)
        .join(' ')}
    />
  )
}
