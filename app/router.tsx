import { createRouter } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import { getCspNonce } from './http/cspNonce'

export function getRouter() {
  return createRouter({
    routeTree,
    scrollRestoration: true,
    defaultPreload: 'intent',
    ssr: { nonce: getCspNonce() },
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
