// The PostgREST contract double behind a real listener, for a server in another process. The test
// decides what that server meets: the API up, gone (connection refused), hanging (accepted, never
// answered), or failing (503).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import type { PGlite } from '@electric-sql/pglite'
import { createPostgrestContractDouble } from './postgrest-contract-double'

export const FAKE_PUBLISHABLE_KEY = 'sb_publishable_integration_double_0123456789'

export type SupabaseMode = 'up' | 'hanging' | 'failing'

export type FakeSupabase = {
  url: string
  /** The environment that points a server at this API. */
  env: { SUPABASE_URL: string; SUPABASE_PUBLISHABLE_KEY: string }
  mode: SupabaseMode
  /** Every request that has reached it, answered or not: its path and when it came (Date.now()). */
  requests: Array<{ path: string; at: number }>
  /** Starts answering on the port; until then (and after goDown) connections are refused. */
  comeUp(mode?: SupabaseMode): Promise<void>
  goDown(): Promise<void>
}

async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  // PostgREST bodies are JSON text.
  return chunks.length ? Buffer.concat(chunks).toString('utf8') : undefined
}

function toHeaders(request: IncomingMessage): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    for (const item of [value ?? []].flat()) headers.append(name, item)
  }
  return headers
}

export function fakeSupabase({
  db,
  port,
  serviceRoleKey,
}: {
  db: PGlite
  port: number
  /** Lets an operator's tool (`npm run signups`) read and erase with this secret key. */
  serviceRoleKey?: string
}): FakeSupabase {
  const url = `http://127.0.0.1:${port}`
  const double = createPostgrestContractDouble({
    db,
    url,
    publishableKey: FAKE_PUBLISHABLE_KEY,
    serviceRoleKey,
  })
  const sockets = new Set<Socket>()

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const requestUrl = new URL(request.url ?? '/', url)
    fake.requests.push({ path: requestUrl.pathname, at: Date.now() })
    if (fake.mode === 'hanging') return // Held open until the caller gives up or goDown().
    if (fake.mode === 'failing') {
      response.writeHead(503, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify({
          code: 'PGRST002',
          details: null,
          hint: null,
          message: 'Could not query the database for the schema cache. Retrying.',
        }),
      )
      return
    }
    const body = await readBody(request)
    const answered = await double.fetch(
      new Request(requestUrl, {
        method: request.method,
        headers: toHeaders(request),
        body,
      }),
    )
    response.writeHead(answered.status, Object.fromEntries(answered.headers))
    response.end(Buffer.from(await answered.arrayBuffer()))
  }

  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error))
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })

  const fake: FakeSupabase = {
    url,
    env: { SUPABASE_URL: url, SUPABASE_PUBLISHABLE_KEY: FAKE_PUBLISHABLE_KEY },
    mode: 'up',
    requests: [],
    async comeUp(mode = 'up') {
      fake.mode = mode
      if (server.listening) return
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, '127.0.0.1', () => {
          server.off('error', reject)
          resolve()
        })
      })
    },
    async goDown() {
      if (!server.listening) return
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      for (const socket of sockets) socket.destroy()
      await closed
    },
  }
  return fake
}
