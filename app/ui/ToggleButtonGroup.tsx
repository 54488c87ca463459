import {
  ToggleButton as AriaToggleButton,
  ToggleButtonGroup as AriaToggleButtonGroup,
  type Key,
  type ToggleButtonGroupProps as AriaToggleButtonGroupProps,
  type ToggleButtonProps as AriaToggleButtonProps,
} from 'react-aria-components'
import * as styles from './toggleButtonGroup.css'

export interface SingleToggleGroupProps<K extends Key> extends Omit<AriaToggleButtonGroupProps, 'className' | 'selectionMode' | 'selectedKeys' | 'onSelectionChange' | 'disallowEmptySelection'> {
  /** The one selected key: this group always has exactly one button pressed. */
  value: K
  onChange: (value: K) => void
}

export function SingleToggleGroup<K extends Key>({ value, onChange, ...props }: SingleToggleGroupProps<K>) {
  return (
    <AriaToggleButtonGroup
      {...props}
      className={styles.group}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys) => {
        const [next] = keys
        if (next !== undefined) onChange(next as K)
      }}
    />
  )
}

export function ToggleButton(props: Omit<AriaToggleButtonProps, 'className'>) {
  return <AriaToggleButton {...props} className={styles.button} />
}
