import { createBrowserHistory, createRouter, type RouterHistory } from '@tanstack/react-router'
import { seedHistoryState } from './lib/historyState'
import { nextTask } from './lib/nextTask'
import { routeTree } from './routeTree.gen'

function createAppRouter(history?: RouterHistory) {
  // The page's script waits for the hero poster (app/http/deferEntryScript.ts), and a visitor may
  // scroll before it arrives. The router's first render would then reset the window to the top;
  // the browser has already put it where it belongs (a #step-N hash, a reload's saved position),
  // so restoration starts with the first navigation after hydration.
  let hasHydrated = false
  return createRouter({
    routeTree,
    history,
    scrollRestoration: () => {
      const shouldRestore = hasHydrated
      hasHydrated = true
      return shouldRestore
    },
    defaultPreload: 'intent',
  })
}

type AppRouter = ReturnType<typeof createAppRouter>

/**
 * The server builds a router per request and uses it at once. In the browser, TanStack Start
 * would create the history, build the router, and match and hydrate its state all in one task:
 * 20 to 30 ms here, so 80 to 120 ms on a phone. Task breaks between the steps keep each short;
 * the history entry's first replaceState gets a task of its own too.
 */
export function getRouter(): AppRouter | Promise<AppRouter> {
  if (typeof document === 'undefined') return createAppRouter()
  return getBrowserRouter()
}

async function getBrowserRouter() {
  seedHistoryState(window)
  await nextTask()
  const history = createBrowserHistory()
  await nextTask()
  const router = createAppRouter(history)
  await nextTask()
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
