import { useEffect } from 'react'

/**
 * Fetches a lazy part's code once its section is on the page and the browser is idle, so the
 * tap that opens it does not wait for the network and the parse.
 */
export function useLoadWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => {
    const start = () => void load().catch(() => {})
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(start, { timeout: 2000 })
      return () => cancelIdleCallback(id)
    }
    const id = setTimeout(start, 500)
    return () => clearTimeout(id)
  }, [load])
}
