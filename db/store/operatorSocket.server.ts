// The running server answers the operator's tools on a Unix socket in the data folder, one JSON
// request per line and one answer per line. It speaks no Postgres: PGlite is one session, and a
// client's settings, transaction or locks in it would be the site's own (docs/decisions/0041).
import { chmod, rm } from 'node:fs/promises'
import { createServer, type Socket } from 'node:net'
import { join } from 'node:path'
import {
  answerOperator,
  operatorLine,
  parseOperatorRequest,
  type OperatorCalls,
} from './operatorCalls.server.ts'

// Not Postgres's socket name, so `psql -h DATA_DIR` finds nothing rather than a stranger.
export const OPERATOR_SOCKET_NAME = 'operator.sock'
// Connections held open at once: a few tools, and scripts started side by side, all wait their
// turn; beyond it a connection is told the server is busy rather than dropped unanswered.
export const MAX_OPERATOR_CLIENTS = 32
// Calls worked on at once; the rest queue. Each answer holds up to a page of rows in memory.
const MAX_CALLS_AT_ONCE = 4
// How long a connection beyond the bound is kept to be told so.
const BUSY_ANSWER_MS = 5000
// A request is a few short fields; anything longer is not from the tools.
const MAX_REQUEST_BYTES = 16 * 1024
// A tool holds nothing between calls, so an idle one is simply let go.
const IDLE_MS = 60_000

const NOT_A_REQUEST = {
  ok: false,
  error: 'not a request this socket answers: it takes `npm run signups` calls only, not SQL',
} as const

const BUSY = {
  ok: false,
  busy: true,
  error: `busy: ${MAX_OPERATOR_CLIENTS} operator connections are open; nothing was done, try again when they finish`,
} as const

export function operatorSocketPath(dataDir: string): string {
  return join(dataDir, OPERATOR_SOCKET_NAME)
}

function drained(socket: Socket): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      socket.off('drain', done).off('close', done)
      resolve()
    }
    socket.on('drain', done).on('close', done)
  })
}

/** Runs at most `limit` tasks at once, the others in the order they came. */
function turns(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0
  const waiting: Array<() => void> = []
  return async (task) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve))
    else running += 1
    try {
      return await task()
    } finally {
      // The slot passes straight to the next in line, so `running` never drops under a queue.
      const next = waiting.shift()
      if (next) next()
      else running -= 1
    }
  }
}

type InTurn = ReturnType<typeof turns>

/** One client: its requests in order, one at a time, and no next request read until the answer is sent. */
function serveClient(socket: Socket, calls: OperatorCalls, inTurn: InTurn): void {
  socket.setEncoding('utf8')
  socket.setTimeout(IDLE_MS, () => socket.destroy())
  socket.on('error', () => socket.destroy())
  let buffered = ''
  let working = false

  async function work(): Promise<void> {
    working = true
    socket.pause()
    try {
      for (let end = buffered.indexOf('\n'); end !== -1 && !socket.destroyed; end = buffered.indexOf('\n')) {
        const line = buffered.slice(0, end)
        buffered = buffered.slice(end + 1)
        const request = parseOperatorRequest(line)
        if (!request) {
          socket.end(operatorLine(NOT_A_REQUEST))
          return
        }
        const answer = await inTurn(() => answerOperator(calls, request))
        if (!socket.write(operatorLine(answer))) await drained(socket)
      }
      if (buffered.length > MAX_REQUEST_BYTES) socket.destroy()
    } finally {
      working = false
      if (!socket.destroyed) socket.resume()
    }
  }

  socket.on('data', (chunk: string) => {
    if (socket.writableEnded) return
    buffered += chunk
    // A Postgres client (psql) opens with a binary startup message: told at once, not left waiting.
    if (!buffered.startsWith('{')) {
      socket.end(operatorLine(NOT_A_REQUEST))
      return
    }
    if (!working) void work()
  })
}

/** A connection beyond the bound: its first request is answered "busy", so the tool can say so. */
function answerBusy(socket: Socket): void {
  socket.setTimeout(BUSY_ANSWER_MS, () => socket.destroy())
  socket.on('error', () => socket.destroy())
  socket.once('data', () => socket.end(operatorLine(BUSY)))
}

/**
 * Listens on the data folder's socket. The caller holds the folder's lock, so a socket file found
 * there is stale. `publicUrl` is the site's address in this server's mails, for resend-pending.
 */
export async function serveOperatorSocket(
  calls: OperatorCalls,
  dataDir: string,
  publicUrl: () => string,
): Promise<{ close(): Promise<void> }> {
  const path = operatorSocketPath(dataDir)
  await rm(path, { force: true })
  const served: OperatorCalls = { ...calls, publicUrl: async () => publicUrl() }
  const inTurn = turns(MAX_CALLS_AT_ONCE)
  const clients = new Set<Socket>()
  let open = 0
  const server = createServer((socket) => {
    clients.add(socket)
    socket.once('close', () => clients.delete(socket))
    if (open >= MAX_OPERATOR_CLIENTS) return answerBusy(socket)
    open += 1
    socket.once('close', () => (open -= 1))
    serveClient(socket, served, inTurn)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(path, () => {
      server.off('error', reject)
      resolve()
    })
  })
  await chmod(path, 0o600)
  return {
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      for (const socket of clients) socket.destroy()
      await closed
      await rm(path, { force: true })
    },
  }
}
