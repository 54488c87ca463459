import { memo, useId, type Ref } from 'react'
import {
  Input,
  Label,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components'
import * as styles from './textField.css'

export interface TextFieldProps extends Omit<
  AriaTextFieldProps,
  'className' | 'children' | 'isInvalid' | 'validationBehavior'
> {
  label: string
  placeholder?: string
  /** Shown under the field, marks it invalid and describes it (WCAG 3.3.1); absent when valid. */
  errorMessage?: string
  inputRef?: Ref<HTMLInputElement>
}

/** Memoised: a form's failure re-renders only the field it is about. */
export const TextField = memo(function TextField({
  label,
  placeholder,
  errorMessage,
  inputRef,
  ...props
}: TextFieldProps) {
  const errorId = useId()
  return (
    <AriaTextField
      {...props}
      className={styles.field}
      // The form checks its own input; the browser's bubbles never show.
      validationBehavior="aria"
      isInvalid={errorMessage !== undefined}
    >
      <Label className={styles.label}>{label}</Label>
      {/* The field names its own description: react-aria's would name an empty description and
          error slot in the server's HTML (app/boot/README.md). Its element is always there. */}
      <Input ref={inputRef} className={styles.input} placeholder={placeholder} aria-describedby={errorId} />
      <span id={errorId} className={styles.error} hidden={errorMessage === undefined}>
        {errorMessage}
      </span>
    </AriaTextField>
  )
})
