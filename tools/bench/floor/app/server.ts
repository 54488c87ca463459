// The floor's Node server entry, with the shape server/main.ts asks of the site's (app/server.ts):
// TanStack Start's own handler, the site's static-file headers and method rules, and no store.
import handler from '@tanstack/react-start/server-entry'
import { refusedMethod } from '../../../../app/http/methods.ts'
import { staticFileSecurityHeaders } from '../../../../app/http/securityHeaders.ts'
import type siteEntry from '../../../../app/server.ts'

export default {
  fetch: async (request: Request) => handler.fetch(request),
  async ready() {
    return {
      port: Number(process.env.PORT ?? 3000),
      host: process.env.HOST ?? '127.0.0.1',
      trustProxy: false,
      requestTimeoutMs: 30_000,
    }
  },
  async close() {},
  staticFileHeaders: staticFileSecurityHeaders,
  refusedMethod,
  // No page pool: every page is TanStack Start's answer.
  fullPagePool: () => null,
} satisfies typeof siteEntry
