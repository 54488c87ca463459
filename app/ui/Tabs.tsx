import { useLayoutEffect, useRef, useSyncExternalStore, type ComponentProps, type RefObject } from 'react'
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components'
import * as styles from './tabs.css'

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ')
const subscribeNever = () => () => {}

/** False in the server's render and in hydration's, true from the render after: the HTML's own tab stops. */
function useIsHydrated() {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
}

export function Tabs({ className, ...props }: Omit<TabsProps, 'className'> & { className?: string }) {
  return <AriaTabs {...props} className={join(styles.root, className)} />
}

export function TabList<T extends object>({
  className,
  ...props
}: Omit<TabListProps<T>, 'className'> & { className?: string }) {
  const listRef = useRef<HTMLDivElement>(null)
  useFocusKeptAcrossRemount(listRef)
  return <AriaTabList {...props} ref={listRef} className={join(styles.list, className)} />
}

// react-aria re-creates a collection's items once hydrated, so a tab focused before the code came is
// replaced and focus would fall to the page: its replacement, the tab with the same key, takes focus
// (docs/decisions/0039-tab-stops-in-server-html.md).
function useFocusKeptAcrossRemount(listRef: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const list = listRef.current
    if (!list) return
    const onFocusOut = (event: FocusEvent) => {
      const tab = event.target as HTMLElement
      const key = tab.getAttribute('data-key')
      if (event.relatedTarget || key === null) return
      // The browser reports the blur while the tab is being removed; its replacement is in the page
      // once React's commit has finished.
      queueMicrotask(() => {
        if (tab.isConnected || list.contains(document.activeElement)) return
        if (document.activeElement && document.activeElement !== document.body) return
        list.querySelector<HTMLElement>(`[role="tab"][data-key="${CSS.escape(key)}"]`)?.focus()
      })
    }
    list.addEventListener('focusout', onFocusOut)
    return () => list.removeEventListener('focusout', onFocusOut)
  }, [listRef])
}

// react-aria sets tab stops in effects, so its server HTML has none on the tabs and one on the panel:
// until hydrated, the tab stops are those it has after (docs/decisions/0039).
export function Tab({ className, ...props }: Omit<TabProps, 'className' | 'href'> & { className?: string }) {
  const isHydrated = useIsHydrated()
  return (
    <AriaTab
      {...props}
      className={join(styles.tab, className)}
      render={
        isHydrated
          ? undefined
          : (domProps, { isSelected }) => (
              <div {...(domProps as ComponentProps<'div'>)} role="tab" tabIndex={isSelected ? 0 : -1} />
            )
      }
    />
  )
}

/** A panel whose first content is a control: it is never a tab stop itself, even before hydration. */
export function TabPanel({ className, ...props }: Omit<TabPanelProps, 'className'> & { className?: string }) {
  const isHydrated = useIsHydrated()
  return (
    <AriaTabPanel
      {...props}
      className={join(styles.panel, className)}
      render={isHydrated ? undefined : ({ tabIndex: _, ...domProps }) => <div {...domProps} />}
    />
  )
}
