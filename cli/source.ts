// Where `npm run signups` reads from: the running server, which answers the operator's calls on
// the socket in the data folder (it owns the database and runs them between sign-ups), or, with
// the server stopped, the folder itself, opened under its lock. Either way, the same calls.
import { existsSync } from 'node:fs'
import { createConnection, type Socket } from 'node:net'
import {
  openEmbeddedDatabase,
  operatorCallsOver,
  operatorCallsThrough,
  operatorLine,
  operatorSocketPath,
  type OperatorAnswer,
  type OperatorCalls,
  type OperatorRequest,
} from '../db/store/store.server.ts'
import { readMigrations } from '../db/read-migrations.ts'

/** The embedded database, live or opened. */
export type EmbeddedConnection = {
  /** For messages: which server or folder answered. */
  description: string
  calls: OperatorCalls
  close(): Promise<void>
}

/**
 * The running server did not answer, was busy or refused: nothing it did is known to be done.
 * Its message is one line for the operator, without addresses.
 */
export class LiveServerError extends Error {
  name = 'LiveServerError'
}

const CONNECT_TIMEOUT_MS = 5000
// Calls queue behind other tools' in the server's one session; each takes milliseconds.
export const ANSWER_TIMEOUT_MS = 30_000

function isNoServer(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  return code === 'ECONNREFUSED' || code === 'ENOENT'
}

const firstLine = (text: string) => text.split('\n')[0] ?? ''

function connect(path: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path)
    socket.setTimeout(CONNECT_TIMEOUT_MS, () =>
      socket.destroy(new LiveServerError(`The running server (${path}) did not answer; nothing was done.`)),
    )
    socket.once('connect', () => {
      socket.setTimeout(0)
      resolve(socket)
    })
    socket.once('error', reject)
  })
}

function parseAnswer(line: string): OperatorAnswer | null {
  try {
    const answer = JSON.parse(line) as unknown
    return typeof answer === 'object' && answer !== null && 'ok' in answer ? (answer as OperatorAnswer) : null
  } catch {
    return null
  }
}

/**
 * Sends one request at a time and reads its one-line answer. A connection that closes, fails or
 * stays silent before the answer, and an answer that is not one, reject with a LiveServerError.
 */
export function askOver(
  socket: Socket,
  server: string,
  answerTimeoutMs = ANSWER_TIMEOUT_MS,
): (request: OperatorRequest) => Promise<OperatorAnswer> {
  socket.setEncoding('utf8')
  let buffered = ''
  const lines: string[] = []
  let ended: LiveServerError | null = null
  let waiting: { resolve(line: string): void; reject(error: Error): void } | null = null
  const settle = () => {
    const waiter = waiting
    if (!waiter) return
    const line = lines.shift()
    if (line === undefined && !ended) return
    waiting = null
    if (line !== undefined) waiter.resolve(line)
    else if (ended) waiter.reject(ended)
  }
  socket.on('data', (chunk: string) => {
    buffered += chunk
    for (let end = buffered.indexOf('\n'); end !== -1; end = buffered.indexOf('\n')) {
      lines.push(buffered.slice(0, end))
      buffered = buffered.slice(end + 1)
    }
    settle()
  })
  socket.on('error', (error) => {
    ended ??= new LiveServerError(
      `${server} failed before answering (${firstLine(error.message)}); nothing is known to be done.`,
    )
    settle()
  })
  socket.on('close', () => {
    ended ??= new LiveServerError(
      `${server} closed the connection before answering; nothing is known to be done.`,
    )
    settle()
  })
  let turn: Promise<unknown> = Promise.resolve()
  return (request) => {
    const asked = turn.then(
      () =>
        new Promise<string>((resolve, reject) => {
          const timer = setTimeout(() => {
            waiting = null
            socket.destroy()
            reject(
              new LiveServerError(
                `${server} did not answer within ${answerTimeoutMs / 1000} s; nothing is known to be done.`,
              ),
            )
          }, answerTimeoutMs)
          const stop = () => clearTimeout(timer)
          waiting = {
            resolve: (line) => (stop(), resolve(line)),
            reject: (error) => (stop(), reject(error)),
          }
          if (!ended && socket.writable) socket.write(operatorLine(request))
          settle()
        }),
    )
    turn = asked.catch(() => {})
    return asked.then((line) => {
      const answer = parseAnswer(line)
      if (!answer) throw new LiveServerError(`${server} answered something that is not an operator answer.`)
      return answer
    })
  }
}

/** An answer the server gave but could not stand behind: busy, or the call failed there. */
function refused(server: string, answer: OperatorAnswer & { ok: false }): LiveServerError {
  return new LiveServerError(
    answer.busy
      ? `${server} is busy: ${firstLine(answer.error).replace(/^busy: /, '')}.`
      : `${server} could not do it: ${firstLine(answer.error)}`,
  )
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
    if (error instanceof LiveServerError) throw error
    throw new LiveServerError(
      `The running server (${path}) failed before answering (${firstLine(String(error))}); nothing was done.`,
    )
  }
  const description = `the running server (${path})`
  const server = `The running server (${path})`
  const ask = askOver(socket, server)
  return {
    description,
    calls: operatorCallsThrough(async (request) => {
      const answer = await ask(request)
      if (!answer.ok) throw refused(server, answer)
      return answer
    }),
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
