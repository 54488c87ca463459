import { createRouter } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'

export function getRouter() {
  // The page's script waits for the hero poster (app/http/deferEntryScript.ts), and a visitor may
  // scroll before it arrives. The router's first render would then reset the window to the top;
  // the browser has already put it where it belongs (a #step-N hash, a reload's saved position),
  // so restoration starts with the first navigation after hydration.
  let hasHydrated = false
  return createRouter({
    routeTree,
    scrollRestoration: () => {
      const shouldRestore = hasHydrated
      hasHydrated = true
      return shouldRestore
    },
    defaultPreload: 'intent',
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
