// A fair share of the server's connections: one client address holds at most a few of them, and
// once the server is nearly full, connections that carry no request are let go quickly, so no
// one client (or a few) can take the cap and shut everyone else out. Figures: docs/server.md.
import type http from 'node:http'
import type { Socket } from 'node:net'
import { clientAddress, rateLimitKey } from '../app/http/clientIp.server.ts'

/** What the share needs of a connection: a way to end it. */
export type Connection = { destroy(): void }

export type ShareRules = {
  /** How many connections one client (an address, an IPv6 /64) may hold. */
  perClient: number
  /** From this many open connections on, idle ones are cut after `pressureIdleMs`. */
  pressureFrom: number
  pressureIdleMs: number
}

type Held = { key: string | null; inFlight: number; idleSince: number }

/**
 * The bookkeeping, apart from Node so it can be tested with plain objects. Idle means no request
 * in flight: kept alive after an answer, or opened and not yet done sending its headers.
 */
export function createConnectionShare(rules: ShareRules, now: () => number = Date.now) {
  const held = new Map<Connection, Held>()
  const byClient = new Map<string, Set<Connection>>()

  function attribute(connection: Connection, key: string | null): void {
    const state = held.get(connection)
    if (!state || state.key === key) return
    if (state.key !== null) byClient.get(state.key)?.delete(connection)
    state.key = key
    if (key === null) return
    const mine = byClient.get(key) ?? new Set<Connection>()
    byClient.set(key, mine)
    mine.add(connection)
    // Over its share, the client gives up its longest-idle connection; with none idle, the newest.
    if (mine.size > rules.perClient) {
      let oldest: Connection = connection
      let oldestSince = Infinity
      for (const other of mine) {
        const otherState = held.get(other)
        if (other !== connection && otherState?.inFlight === 0 && otherState.idleSince < oldestSince) {
          oldest = other
          oldestSince = otherState.idleSince
        }
      }
      drop(oldest)
      oldest.destroy()
    }
  }

  function drop(connection: Connection): void {
    const state = held.get(connection)
    if (!state) return
    held.delete(connection)
    if (state.key === null) return
    const mine = byClient.get(state.key)
    mine?.delete(connection)
    if (mine?.size === 0) byClient.delete(state.key)
  }

  return {
    get open() {
      return held.size
    },
    get underPressure() {
      return held.size >= rules.pressureFrom
    },
    /** A new connection; `key` is its client, or null where the client is only known per request. */
    opened(connection: Connection, key: string | null): void {
      held.set(connection, { key: null, inFlight: 0, idleSince: now() })
      attribute(connection, key)
    },
    /** A request arrived on it; `key` re-attributes the connection (a trusted proxy's forwarded client). */
    requestStarted(connection: Connection, key?: string | null): void {
      const state = held.get(connection)
      if (!state) return
      state.inFlight += 1
      if (key !== undefined) attribute(connection, key)
    },
    requestEnded(connection: Connection): void {
      const state = held.get(connection)
      if (!state) return
      state.inFlight = Math.max(0, state.inFlight - 1)
      if (state.inFlight === 0) state.idleSince = now()
    },
    closed: drop,
    /** Under pressure, ends every connection idle for longer than the pressure's idle time. */
    sweep(): number {
      if (held.size < rules.pressureFrom) return 0
      const cutBefore = now() - rules.pressureIdleMs
      let cut = 0
      for (const [connection, state] of held) {
        if (state.inFlight === 0 && state.idleSince <= cutBefore) {
          drop(connection)
          connection.destroy()
          cut += 1
        }
      }
      return cut
    },
  }
}

// One in four connections is kept free of the pressure rule: a server that merely has many
// visitors keeps their keep-alive as it is.
const PRESSURE_FRACTION = 0.75
// Under pressure a connection must start its next request within this; a browser does so at once.
const PRESSURE_IDLE_MS = 1000
export const MAX_CONNECTIONS_PER_CLIENT = 64

/** The client a connection is counted for: its address, or behind a trusted proxy nobody until a request says. */
function socketKey(socket: Socket, trustProxy: boolean): string | null {
  if (trustProxy) return null
  const address = clientAddress(socket.remoteAddress)
  return address ? rateLimitKey(address) : null
}

function forwardedKey(req: http.IncomingMessage): string | null {
  const address = clientAddress(req.headersDistinct['x-forwarded-for']?.at(-1)?.split(',').at(-1))
  return address ? rateLimitKey(address) : null
}

/**
 * Wires the share to a server: counts each connection for its client, moves it to the forwarded
 * client per request behind a trusted proxy, and sweeps idle connections while the server is
 * nearly full (each second, and whenever Node drops a connection at the cap).
 */
export function shareConnections(
  server: http.Server,
  { maxConnections, trustProxy }: { maxConnections: number; trustProxy: boolean },
): void {
  const share = createConnectionShare({
    perClient: MAX_CONNECTIONS_PER_CLIENT,
    pressureFrom: Math.floor(maxConnections * PRESSURE_FRACTION),
    pressureIdleMs: PRESSURE_IDLE_MS,
  })
  const normalKeepAlive = server.keepAliveTimeout
  let sweeper: NodeJS.Timeout | undefined
  const watchPressure = () => {
    const pressed = share.underPressure
    server.keepAliveTimeout = pressed ? PRESSURE_IDLE_MS : normalKeepAlive
    if (pressed && !sweeper) {
      sweeper = setInterval(() => {
        share.sweep()
        watchPressure()
      }, PRESSURE_IDLE_MS).unref()
    } else if (!pressed && sweeper) {
      clearInterval(sweeper)
      sweeper = undefined
    }
  }
  server.on('connection', (socket: Socket) => {
    share.opened(socket, socketKey(socket, trustProxy))
    socket.once('close', () => {
      share.closed(socket)
      watchPressure()
    })
    watchPressure()
  })
  const onRequest = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const socket = req.socket
    share.requestStarted(socket, trustProxy ? forwardedKey(req) : undefined)
    res.once('close', () => share.requestEnded(socket))
  }
  server.on('request', onRequest)
  server.on('checkContinue', onRequest)
  server.on('drop', () => share.sweep())
  server.once('close', () => clearInterval(sweeper))
}
