import {
  ToggleButton as AriaToggleButton,
  ToggleButtonGroup as AriaToggleButtonGroup,
  type Key,
  type ToggleButtonGroupProps as AriaToggleButtonGroupProps,
  type ToggleButtonProps as AriaToggleButtonProps,
} from 'react-aria-components'
import * as styles from './toggleButtonGroup.css'

export interface SingleToggleGroupProps<K extends Key> extends Omit<
  AriaToggleButtonGroupProps,
  'className' | 'selectionMode' | 'selectedKeys' | 'onSelectionChange' | 'disallowEmptySelection'
> {
  /** The one selected key: this group always has exactly one button pressed. */
  value: K
  onChange: (value: K) => void
}

export function SingleToggleGroup<K extends Key>({
  value,
  onChange,
  className,
  ...props
}: SingleToggleGroupProps<K> & { className?: string }) {
  return (
    <AriaToggleButtonGroup
      {...props}
      className={[styles.group, className].filter(Boolean).join(' ')}
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

export interface ToggleButtonProps extends Omit<AriaToggleButtonProps, 'className'> {
  /** `pill` for filters; `card` for a selectable card that holds richer content. */
  appearance?: 'pill' | 'card'
  className?: string
}

export function ToggleButton({ appearance = 'pill', className, ...props }: ToggleButtonProps) {
  return <AriaToggleButton {...props} className={[styles[appearance], className].filter(Boolean).join(' ')} />
}
