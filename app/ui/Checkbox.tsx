import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import {
  CheckboxButton as AriaCheckboxButton,
  CheckboxField as AriaCheckboxField,
  Text,
  type CheckboxFieldProps as AriaCheckboxProps,
} from 'react-aria-components'
import { CheckIcon } from './icons'
import * as styles from './checkbox.css'
import { error } from './textField.css'

export interface CheckboxProps extends Omit<
  AriaCheckboxProps,
  'className' | 'children' | 'isInvalid' | 'validationBehavior' | 'isSelected' | 'onChange' | 'inputRef'
> {
  children: ReactNode
  /** Shown under the box, marks it invalid and describes it (WCAG 3.3.1); absent when valid. */
  errorMessage?: string
}

/** A box in a form that posts without script: the server checks it, as the text fields' forms do. */
export function Checkbox({ children, errorMessage, defaultSelected = false, ...props }: CheckboxProps) {
  const errorId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [isSelected, setIsSelected] = useState(defaultSelected)
  // A tick given or taken before the script ran is in the native input only: react-aria's state,
  // made at hydration, would undo it at the next render.
  useEffect(() => {
    if (inputRef.current) setIsSelected(inputRef.current.checked)
  }, [])
  return (
    <AriaCheckboxField
      {...props}
      className={styles.field}
      validationBehavior="aria"
      inputRef={inputRef}
      isSelected={isSelected}
      onChange={setIsSelected}
      isInvalid={errorMessage !== undefined}
      aria-describedby={errorId}
    >
      <AriaCheckboxButton className={styles.root}>
        {/* The tick follows the native input, so it shows before the script runs, and without it. */}
        <span className={styles.box} aria-hidden="true">
          <CheckIcon />
        </span>
        {children}
      </AriaCheckboxButton>
      {/* react-aria names its description and error slots in the server's HTML and drops the names
          only in a layout effect: an empty element behind each keeps them whole (docs/decisions/0032). */}
      <Text slot="description" hidden />
      <Text slot="errorMessage" hidden />
      <span id={errorId} className={error} hidden={errorMessage === undefined}>
        {errorMessage}
      </span>
    </AriaCheckboxField>
  )
}
