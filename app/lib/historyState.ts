/** What TanStack History reads from a history entry (`@tanstack/history`, createBrowserHistory). */
type EntryKeys = { __TSR_key?: unknown; key?: unknown }

/**
 * Gives the page's history entry the key TanStack History would give it. createBrowserHistory
 * does that with a replaceState, which the browser handles as a same-document commit: several
 * milliseconds on a phone, inside the router's longest start-up task. Done here, a task earlier,
 * the same state is written; createBrowserHistory finds the key and writes nothing. The state's
 * shape is TanStack's own; tests/unit/history-state.test.ts fails if the library changes it.
 */
export function seedHistoryState(win: Pick<Window, 'history'>): void {
  const state = win.history.state as EntryKeys | null
  if (state?.__TSR_key || state?.key) return
  const key = (Math.random() + 1).toString(36).slice(7)
  win.history.replaceState({ __TSR_index: 0, key, __TSR_key: key }, '')
}
