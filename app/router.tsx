import { createRouter } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'

export function getRouter() {
  // The script waits for the hero poster (app/boot/deferEntryScript.ts), and a visitor may have
  // scrolled by then: restore scroll from the first navigation after hydration, not on hydration.
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
