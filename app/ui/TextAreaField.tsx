import { useId, type Ref } from 'react'
import {
  Label,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components'
import * as styles from './textField.css'

export interface TextAreaFieldProps extends Omit<
  AriaTextFieldProps,
  'className' | 'children' | 'isInvalid' | 'validationBehavior'
> {
  label: string
  /** Shown under the field, marks it invalid and describes it (WCAG 3.3.1); absent when valid. */
  errorMessage?: string
  inputRef?: Ref<HTMLTextAreaElement>
  rows?: number
}

/** TextField's multi-line sibling: the same label, error slot and description, for longer answers. */
export function TextAreaField({ label, errorMessage, inputRef, rows = 4, ...props }: TextAreaFieldProps) {
  const errorId = useId()
  return (
    <AriaTextField
      {...props}
      className={styles.field}
      validationBehavior="aria"
      isInvalid={errorMessage !== undefined}
    >
      <Label className={styles.label}>{label}</Label>
      {/* As TextField: the field names its own, always-present error element (app/boot/README.md). */}
      <TextArea
        ref={inputRef}
        rows={rows}
        className={[styles.input, styles.textArea].join(' ')}
        aria-describedby={errorId}
      />
      <span id={errorId} className={styles.error} hidden={errorMessage === undefined}>
        {errorMessage}
      </span>
    </AriaTextField>
  )
}
