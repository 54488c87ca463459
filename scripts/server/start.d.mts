// Types for scripts/server/start.mjs, which stays plain JavaScript so production runs it without a build.
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export const MAX_CONNECTIONS: number

export function startServer(options?: { port?: number; host?: string }): Promise<{
  server: Server
  close(): Promise<void>
  address: AddressInfo
}>
