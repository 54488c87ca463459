// Types for scripts/serve.mjs, which stays plain JavaScript so production runs it without a build.
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export function startServer(options?: { port?: number; host?: string }): Promise<{
  server: Server
  close(): Promise<void>
  address: AddressInfo
}>

export function describeFailure(method: string | undefined, url: string | undefined, error: unknown): string
