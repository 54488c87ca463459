import { useEffect, useState } from 'react'

/** A part of the page whose code is not in its first script: a dialog, the lightbox, the toasts. */
export interface LazyPart<T> {
  /** Fetches the code once (useLoadWhenIdle fetches it ahead); a failed fetch is tried again. */
  load: () => Promise<T>
  /** The code, once fetched. */
  loaded: () => T | undefined
}

export function lazyPart<T>(importer: () => Promise<T>): LazyPart<T> {
  let code: T | undefined
  let loading: Promise<T> | undefined
  return {
    load: () =>
      (loading ??= importer().then(
        (arrived) => (code = arrived),
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )),
    loaded: () => code,
  }
}

/**
 * A lazy part's code once `need` is set: at once when it has been fetched, so the very update that
 * asks for the part draws it, else in a render of its own when it arrives. React's lazy() suspends
 * a first render even on code already fetched, and then holds the part back (app/boot/README.md).
 */
export function useLazyPart<T>(part: LazyPart<T>, need: unknown): T | undefined {
  const [, setArrived] = useState<T>()
  useEffect(() => {
    if (!need || part.loaded()) return
    let isCurrent = true
    part.load().then(
      (arrived) => isCurrent && setArrived(() => arrived),
      // Left closed; what needs it next (another tile, the next toast) tries again.
      (error: unknown) => console.error('A part of the page could not load:', error),
    )
    return () => {
      isCurrent = false
    }
  }, [part, need])
  return need ? part.loaded() : undefined
}
