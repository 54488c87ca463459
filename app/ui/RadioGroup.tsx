import type { ReactNode } from 'react'
import {
  RadioButton as AriaRadioButton,
  RadioField as AriaRadioField,
  RadioGroup as AriaRadioGroup,
  Text,
  type RadioButtonProps as AriaRadioButtonProps,
  type RadioFieldProps as AriaRadioFieldProps,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components'
import * as styles from './radioGroup.css'

// The APG radio group: one tab stop, and all four arrow keys move focus and check (react-aria's
// RadioGroup). For choices that show something: a card that picks the details shown, a filter.
export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'className' | 'children'> {
  className?: string
  children: ReactNode
}

export function RadioGroup({ className, children, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={className}>
      {children}
      <NamedSlot slot="description" />
      <NamedSlot slot="errorMessage" />
    </AriaRadioGroup>
  )
}

export interface RadioProps
  extends Omit<AriaRadioFieldProps, 'className' | 'children'>, Pick<AriaRadioButtonProps, 'onHoverChange'> {
  /** `card` for a selectable card with richer content; `pill` for a filter in a row. */
  appearance: 'card' | 'pill'
  className?: string
  children: ReactNode
}

export function Radio({ appearance, className, children, onHoverChange, ...props }: RadioProps) {
  return (
    <AriaRadioField {...props} className={styles.field}>
      <AriaRadioButton
        className={[styles[appearance], className].filter(Boolean).join(' ')}
        onHoverChange={onHoverChange}
      >
        {children}
      </AriaRadioButton>
      <NamedSlot slot="description" />
    </AriaRadioField>
  )
}

// react-aria names the description and error slots in the server's HTML and drops a name only in a
// layout effect, so a section that hydrates late keeps dangling references: an empty, hidden
// element behind each name keeps them whole (docs/decisions/0032-aria-slots-whole-in-server-html.md).
function NamedSlot({ slot }: { slot: 'description' | 'errorMessage' }) {
  return <Text slot={slot} hidden />
}
