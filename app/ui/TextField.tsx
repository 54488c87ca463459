import {
  Input,
  Label,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components'
import * as styles from './textField.css'

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  label: string
  placeholder?: string
}

export function TextField({ label, placeholder, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} className={styles.field}>
      <Label className={styles.label}>{label}</Label>
      <Input className={styles.input} placeholder={placeholder} />
    </AriaTextField>
  )
}
