// The PostgREST contract double on a real port, for code that reaches Supabase over the network
// from another process (the Cloudflare worker under wrangler dev). Backed by an in-memory PGlite
// running the real migration, so the anon role's grants and policy decide the answers.
import http from 'node:http'
import { PGlite } from '@electric-sql/pglite'
import { applyMigrations } from '../../db/store/pgliteStore.server'
import { bundledMigrations } from '../../db/bundled-migrations'
import { createPostgrestContractDouble, type PostgrestContractDouble } from './postgrest-contract-double'

export type PostgrestDoubleServer = {
  url: string
  double: PostgrestContractDouble
  storedEmails(): Promise<string[]>
  close(): Promise<void>
}

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8') // PostgREST bodies are JSON
}

export async function startPostgrestDoubleServer({
  port,
  publishableKey,
}: {
  port: number
  publishableKey: string
}): Promise<PostgrestDoubleServer> {
  const url = `http://127.0.0.1:${port}`
  const db = await PGlite.create()
  await applyMigrations(db, bundledMigrations)
  const double = createPostgrestContractDouble({ db, url, publishableKey })

  const server = http.createServer(async (incoming, outgoing) => {
    try {
      const headers = new Headers()
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (typeof value === 'string') headers.set(name, value)
      }
      const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD'
      const body = hasBody ? await readBody(incoming) : undefined
      const response = await double.fetch(
        new Request(new URL(incoming.url ?? '/', url), { method: incoming.method, headers, body }),
      )
      outgoing.writeHead(response.status, Object.fromEntries(response.headers))
      outgoing.end(Buffer.from(await response.arrayBuffer()))
    } catch {
      // An injected network fault: drop the connection, as a failing network would.
      outgoing.destroy()
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })

  return {
    url,
    double,
    async storedEmails() {
      const result = await db.query<{ email: string }>('select email from email_submissions order by id')
      return result.rows.map((row) => row.email)
    },
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await db.close()
    },
  }
}
