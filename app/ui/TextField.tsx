import type { Ref } from 'react'
import {
  FieldError,
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

export function TextField({ label, placeholder, errorMessage, inputRef, ...props }: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      className={styles.field}
      // The form checks its own input; the browser's bubbles never show.
      validationBehavior="aria"
      isInvalid={errorMessage !== undefined}
    >
      <Label className={styles.label}>{label}</Label>
      <Input ref={inputRef} className={styles.input} placeholder={placeholder} />
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  )
}
