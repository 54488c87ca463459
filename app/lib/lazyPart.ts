import { useEffect, useEffectEvent, useSyncExternalStore } from 'react'

/** A part of the page whose code is not in its first script: a dialog, the lightbox, the toasts. */
export interface LazyPart<T> {
  /** Fetches the code once (useLoadWhenIdle fetches it ahead); a failed fetch is tried again. */
  load: () => Promise<T>
  /** The code, once fetched. */
  loaded: () => T | undefined
  /** Calls `onArrival` when the code arrives; returns the call that stops it. */
  subscribe: (onArrival: () => void) => () => void
}

export function lazyPart<T>(importer: () => Promise<T>): LazyPart<T> {
  let code: T | undefined
  let loading: Promise<T> | undefined
  const waiting = new Set<() => void>()
  return {
    load: () =>
      (loading ??= importer().then(
        (arrived) => {
          code = arrived
          for (const onArrival of waiting) onArrival()
          return arrived
        },
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )),
    loaded: () => code,
    subscribe: (onArrival) => {
      waiting.add(onArrival)
      return () => waiting.delete(onArrival)
    },
  }
}

const notOnTheServer = () => undefined

/**
 * A lazy part's code while it is needed: handed to the very render that needs it once fetched, in
 * place of React's lazy(), which suspends and then holds the part back (app/boot/README.md). A
 * failed fetch calls `onUnavailable`, so what needed the part lets go of it and can ask again.
 */
export function useLazyPart<T>(
  part: LazyPart<T>,
  isNeeded: boolean,
  onUnavailable: () => void,
): T | undefined {
  const code = useSyncExternalStore(part.subscribe, part.loaded, notOnTheServer)
  const unavailable = useEffectEvent((error: unknown) => {
    console.error('A part of the page could not load:', error)
    onUnavailable()
  })
  useEffect(() => {
    if (isNeeded && !code) part.load().catch(unavailable)
  }, [part, isNeeded, code])
  return isNeeded ? code : undefined
}
