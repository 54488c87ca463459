import { useId, useRef, useState } from 'react'
import { Button as AriaButton } from 'react-aria-components'
import { lazyPart, useLazyPart } from '~/lib/lazyPart'
import { MenuIcon } from './icons'
import * as buttonStyles from './button.css'

export interface MenuLink {
  label: string
  href: string
}

/** A heading over its links, or one link alone. */
export type MenuEntry = { heading: string; links: readonly MenuLink[] } | MenuLink

/** Which item takes focus as the menu opens, as react-aria's own menu button chooses. */
export type FocusStrategy = 'first' | 'last'

export interface LinkMenuProps {
  /** The button's name and the menu's; the button shows only its icon, the usual menu mark. */
  label: string
  entries: readonly MenuEntry[]
  className?: string
}

// Every page's first script carries the button; the list's code comes as a pointer or focus
// reaches it. Fetched on idle, it cost every phone's load react-aria's locale set-up as well.
const linkMenuPopover = lazyPart(() => import('./LinkMenuPopover'))
const fetchList = () => void linkMenuPopover.load().catch(() => {})

/** A button that opens a list of links: arrows move, Enter follows, Escape closes and focus returns to the button. */
export function LinkMenu({ label, entries, className }: LinkMenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const [openWith, setOpenWith] = useState<FocusStrategy | null>(null)
  const close = () => setOpenWith(null)
  const LinkMenuPopover = useLazyPart(linkMenuPopover, openWith !== null, close)?.LinkMenuPopover
  const isShown = openWith !== null && LinkMenuPopover !== undefined
  return (
    <>
      <AriaButton
        ref={triggerRef}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isShown}
        aria-controls={isShown ? menuId : undefined}
        onHoverStart={fetchList}
        onFocus={fetchList}
        onPressStart={fetchList}
        onPress={() => setOpenWith(openWith === null ? 'first' : null)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return event.continuePropagation()
          setOpenWith(event.key === 'ArrowDown' ? 'first' : 'last')
        }}
        className={[buttonStyles.root, buttonStyles.variant.icon, className].filter(Boolean).join(' ')}
      >
        <MenuIcon />
      </AriaButton>
      {isShown && (
        <LinkMenuPopover
          id={menuId}
          label={label}
          entries={entries}
          triggerRef={triggerRef}
          focusStrategy={openWith}
          onClose={close}
        />
      )}
    </>
  )
}
