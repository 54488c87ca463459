import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components'
import * as styles from './radioGroup.css'

// The APG radio group: one tab stop, and all four arrow keys move focus and check (react-aria's
// RadioGroup). For choices that show something: a card that picks the details shown, a filter.
export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'className'> {
  className?: string
}

export function RadioGroup({ className, ...props }: RadioGroupProps) {
  return <AriaRadioGroup {...props} className={className} />
}

export interface RadioProps extends Omit<AriaRadioProps, 'className'> {
  /** `card` for a selectable card with richer content; `pill` for a filter in a row. */
  appearance: keyof typeof styles
  className?: string
}

export function Radio({ appearance, className, ...props }: RadioProps) {
  return <AriaRadio {...props} className={[styles[appearance], className].filter(Boolean).join(' ')} />
}
