import type { RefObject } from 'react'
import { Header, Menu, MenuItem, MenuSection, Popover } from 'react-aria-components'
import type { FocusStrategy, MenuEntry } from './LinkMenu'
import * as styles from './linkMenu.css'

/** LinkMenu's open list, fetched apart: react-aria's menu and popover weigh about half the chrome's script. */
export function LinkMenuPopover({
  id,
  label,
  entries,
  triggerRef,
  focusStrategy,
  onClose,
}: {
  id: string
  label: string
  entries: readonly MenuEntry[]
  triggerRef: RefObject<HTMLButtonElement | null>
  focusStrategy: FocusStrategy
  onClose: () => void
}) {
  return (
    // Named as react-aria's MenuTrigger names it: react-aria makes a modal popover a dialog.
    <Popover
      aria-label={label}
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose()
      }}
      placement="bottom end"
      className={styles.popover}
    >
      <Menu id={id} aria-label={label} autoFocus={focusStrategy} onClose={onClose} className={styles.menu}>
        {entries.map((entry) =>
          'links' in entry ? (
            <MenuSection key={entry.heading} className={styles.section}>
              <Header className={styles.heading}>{entry.heading}</Header>
              {entry.links.map((link) => (
                <MenuItem key={link.href} id={link.href} href={link.href} className={styles.item}>
                  {link.label}
                </MenuItem>
              ))}
            </MenuSection>
          ) : (
            <MenuItem key={entry.href} id={entry.href} href={entry.href} className={styles.item}>
              {entry.label}
            </MenuItem>
          ),
        )}
      </Menu>
    </Popover>
  )
}
