import {
  Button as AriaButton,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
} from 'react-aria-components'
import { MenuIcon } from './icons'
import * as buttonStyles from './button.css'
import * as styles from './linkMenu.css'

export interface MenuLink {
  label: string
  href: string
}

/** A heading over its links, or one link alone. */
export type MenuEntry = { heading: string; links: readonly MenuLink[] } | MenuLink

export interface LinkMenuProps {
  /** The button's name and the menu's; the button shows only its icon, the usual menu mark. */
  label: string
  entries: readonly MenuEntry[]
  className?: string
}

/** A button that opens a list of links: arrows move, Enter follows, Escape closes and focus returns to the button. */
export function LinkMenu({ label, entries, className }: LinkMenuProps) {
  return (
    <MenuTrigger>
      <AriaButton
        aria-label={label}
        className={[buttonStyles.root, buttonStyles.variant.icon, className].filter(Boolean).join(' ')}
      >
        <MenuIcon />
      </AriaButton>
      <Popover placement="bottom end" className={styles.popover}>
        <Menu aria-label={label} className={styles.menu}>
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
    </MenuTrigger>
  )
}
