import { useId, type Ref } from 'react'
import { Label, TextArea } from 'react-aria-components'
import * as styles from './textField.css'

export interface TextAreaFieldProps {
  label: string
  name: string
  isRequired?: boolean
  maxLength?: number
  defaultValue?: string
  onChange?: (value: string) => void
  /** Shown under the field, marks it invalid and describes it (WCAG 3.3.1); absent when valid. */
  errorMessage?: string
  inputRef?: Ref<HTMLTextAreaElement>
  rows?: number
}

/**
 * TextField's multi-line sibling: the same label, error slot and description. Not inside
 * react-aria's TextField, which learns the element is a textarea only once mounted and so gives
 * the server's HTML a textarea with `type="text"`, which HTML does not allow.
 */
export function TextAreaField({
  label,
  name,
  isRequired,
  maxLength,
  defaultValue,
  onChange,
  errorMessage,
  inputRef,
  rows = 4,
}: TextAreaFieldProps) {
  const id = useId()
  const errorId = useId()
  const isInvalid = errorMessage !== undefined
  return (
    <div className={styles.field}>
      <Label htmlFor={id} className={styles.label}>
        {label}
      </Label>
      <TextArea
        ref={inputRef}
        id={id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        defaultValue={defaultValue}
        required={isRequired}
        aria-invalid={isInvalid || undefined}
        aria-describedby={errorId}
        onChange={onChange && ((event) => onChange(event.currentTarget.value))}
        className={[styles.input, styles.textArea].join(' ')}
      />
      <span id={errorId} className={styles.error} hidden={!isInvalid}>
        {errorMessage}
      </span>
    </div>
  )
}
