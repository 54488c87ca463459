import type { Ref } from 'react'
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components'

export interface SurfaceButtonProps extends Omit<AriaButtonProps, 'className'> {
  /** The section styles the whole surface (a tile, a picture, a card); focus and press states come from it. */
  className: string
  ref?: Ref<HTMLButtonElement>
}

/** A pressable surface with no button look of its own: a gallery tile, a picture that opens a lightbox. */
export function SurfaceButton(props: SurfaceButtonProps) {
  return <AriaButton {...props} />
}
