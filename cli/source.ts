// Where `npm run signups` reads from: the running server, which answers the operator's calls on
// the socket in the data folder (it owns the database and runs them between sign-ups), or, with
// the server stopped, the folder itself, opened under its lock. Either way, the same calls.
import { existsSync } from 'node:fs'
import { createConnection, type Socket } from 'node:net'
import {
  operatorCallsOver,
  operatorCallsThrough,
  operatorLine,
  type OperatorAnswer,
  type OperatorCalls,
  type OperatorRequest,
} from '../app/signup/store/operatorCalls.server.ts'
import { operatorSocketPath } from '../app/signup/store/operatorSocket.server.ts'
import { openEmbeddedDatabase } from '../app/signup/store/pgliteStore.server.ts'
import { readMigrations } from '../db/read-migrations.ts'

/** The embedded database, live or opened. */
export type EmbeddedConnection = {
  /** For messages: which server or folder answered. */
  description: string
  calls: OperatorCalls
  close(): Promise<void>
}

const CONNECT_TIMEOUT_MS = 5000

function isNoServer(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  return code === 'ECONNREFUSED' || code === 'ENOENT'
}

function connect(path: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path)
    socket.setTimeout(CONNECT_TIMEOUT_MS, () =>
      socket.destroy(new Error(`the server did not answer on ${path}`)),
    )
    socket.once('connect', () => {
      socket.setTimeout(0)
      resolve(socket)
    })
    socket.once('error', reject)
  })
}

/** Sends one request at a time and reads its one-line answer. */
function askOver(socket: Socket): (request: OperatorRequest) => Promise<OperatorAnswer> {
  socket.setEncoding('utf8')
  let buffered = ''
  let waiting: { resolve(line: string): void; reject(error: Error): void } | null = null
  const fail = (error: Error) => {
    waiting?.reject(error)
    waiting = null
  }
  socket.on('data', (chunk: string) => {
    buffered += chunk
    const end = buffered.indexOf('\n')
    if (end === -1 || !waiting) return
    const line = buffered.slice(0, end)
    buffered = buffered.slice(end + 1)
    const { resolve } = waiting
    waiting = null
    resolve(line)
  })
  socket.on('error', fail)
  socket.on('close', () => fail(new Error('the server closed the connection')))
  let turn: Promise<unknown> = Promise.resolve()
  return (request) => {
    const asked = turn.then(
      () =>
        new Promise<string>((resolve, reject) => {
          waiting = { resolve, reject }
          socket.write(operatorLine(request))
        }),
    )
    turn = asked.catch(() => {})
    return asked.then((line) => JSON.parse(line) as OperatorAnswer)
  }
}

/** The live server's calls, or null when no server answers on the socket. */
async function connectToServer(dataDir: string): Promise<EmbeddedConnection | null> {
  const path = operatorSocketPath(dataDir)
  if (!existsSync(path)) return null
  let socket: Socket
  try {
    socket = await connect(path)
  } catch (error) {
    if (isNoServer(error)) return null
    throw error
  }
  const ask = askOver(socket)
  return {
    description: `the running server (${path})`,
    calls: operatorCallsThrough(ask),
    close: () =>
      new Promise<void>((resolve) => {
        if (socket.closed) return resolve()
        socket.once('close', () => resolve())
        socket.end()
      }),
  }
}

export async function openEmbeddedConnection(dataDir: string): Promise<EmbeddedConnection> {
  const live = await connectToServer(dataDir)
  if (live) return live
  const database = await openEmbeddedDatabase({ dataDir, migrations: readMigrations() })
  return {
    description: database.dataDir,
    calls: operatorCallsOver(database.db),
    close: () => database.close(),
  }
}
