import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components'
import * as styles from './radioGroup.css'
import * as toggleStyles from './toggleButtonGroup.css'

// The APG radio group: one tab stop, and all four arrow keys move focus and check (react-aria's
// RadioGroup). For choices that show something, such as a card that picks the details shown.
export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'className'> {
  className?: string
}

export function RadioGroup({ className, ...props }: RadioGroupProps) {
  return <AriaRadioGroup {...props} className={className} />
}

export interface CardRadioProps extends Omit<AriaRadioProps, 'className'> {
  className?: string
}

/** A radio drawn as a selectable card, with the same look as a card toggle button. */
export function CardRadio({ className, ...props }: CardRadioProps) {
  return (
    <AriaRadio
      {...props}
      className={[toggleStyles.card, styles.cardRadio, className].filter(Boolean).join(' ')}
    />
  )
}
