// A contract double of Supabase's data API (PostgREST), for supabase-js's `global.fetch`. It runs
// the real migration on PGlite (or a real PostgreSQL server) as the real `anon` role, so grants and policies decide its answers,
// not the double; faults (a 5xx, a hang, an answer lost after the write) are injected per request.
import { answerAsServiceRole, SUPABASE_MAX_ROWS, type SqlDatabase } from './postgrest-service-role'

export type RecordedRequest = {
  method: string
  url: URL
  headers: Headers
  body: unknown
}

export type AnsweredResponse = { status: number; body: string; headers: Headers }

export type Fault =
  { kind: 'status'; status: number } | { kind: 'network' } | { kind: 'hang' } | { kind: 'lose-answer' }

export type PostgrestContractDouble = {
  fetch: typeof fetch
  requests: RecordedRequest[]
  responses: AnsweredResponse[]
  /** The next requests, one fault each, in order. */
  failNext(...faults: Fault[]): void
}

type PostgresError = Error & { code?: string; detail?: string; hint?: string }

// PostgREST's mapping from SQLSTATE to HTTP status, for the codes an insert can meet.
function statusFor(code: string | undefined): number {
  if (code === '23505' || code === '23503') return 409
  if (code === '42501') return 401 // insufficient privilege, for the anonymous role
  if (code?.startsWith('23') || code?.startsWith('22')) return 400
  if (code === '42P01') return 404
  return 500
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  })
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError')
}

function hang(signal: AbortSignal | null | undefined): Promise<Response> {
  return new Promise((_, reject) => {
    if (!signal) return
    if (signal.aborted) reject(abortError(signal))
    signal.addEventListener('abort', () => reject(abortError(signal)), { once: true })
  })
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/

export function createPostgrestContractDouble({
  db,
  url,
  publishableKey,
  serviceRoleKey,
  maxRows = SUPABASE_MAX_ROWS,
}: {
  db: SqlDatabase
  url: string
  publishableKey: string
  /** The operator's secret key; without it the double knows only the publishable key. */
  serviceRoleKey?: string
  maxRows?: number
}): PostgrestContractDouble {
  const origin = new URL(url).origin
  const requests: RecordedRequest[] = []
  const responses: AnsweredResponse[] = []
  const faults: Fault[] = []

  async function insertAsAnon(table: string, body: unknown, returnRows: boolean): Promise<Response> {
    const rows = Array.isArray(body) ? body : [body]
    const first: unknown = rows[0]
    if (typeof first !== 'object' || first === null) {
      return json(400, { code: 'PGRST102', details: null, hint: null, message: 'Empty or invalid json' })
    }
    const columns = Object.keys(first)
    if (!IDENTIFIER.test(table) || !columns.every((column) => IDENTIFIER.test(column))) {
      return json(400, { code: 'PGRST204', details: null, hint: null, message: 'Could not find the column' })
    }
    try {
      const inserted = await db.transaction(async (tx) => {
        await tx.exec('set local role anon')
        const values = rows.map((row: Record<string, unknown>) =>
          columns.map((column) => row[column] ?? null),
        )
        const placeholders = values.map(
          (row, r) => `(${row.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`,
        )
        const returning = returnRows ? ' returning *' : ''
        const result = await tx.query(
          `insert into public.${table} (${columns.join(', ')}) values ${placeholders.join(', ')}${returning}`,
          values.flat(),
        )
        return result.rows
      })
      return returnRows ? json(201, inserted) : new Response(null, { status: 201 })
    } catch (error) {
      const { code, message, detail, hint } = error as PostgresError
      return json(statusFor(code), { code, details: detail ?? null, hint: hint ?? null, message })
    }
  }

  // /rest/v1/rpc/<function> with named arguments, run as anon: grants decide, as in PostgREST,
  // which runs a GET in a read-only transaction.
  async function callAsAnon(name: string, body: unknown, isGet = false): Promise<Response> {
    const args = typeof body === 'object' && body !== null ? Object.entries(body) : []
    if (!IDENTIFIER.test(name) || !args.every(([key]) => IDENTIFIER.test(key))) {
      return json(404, {
        code: 'PGRST202',
        details: null,
        hint: null,
        message: 'Could not find the function',
      })
    }
    try {
      const result = await db.transaction(async (tx) => {
        if (isGet) await tx.exec('set transaction read only')
        await tx.exec('set local role anon')
        const named = args.map(([key], i) => `${key} => $${i + 1}`).join(', ')
        return tx.query<{ result: unknown }>(
          `select public.${name}(${named}) as result`,
          args.map(([, value]) => value),
        )
      })
      return json(200, result.rows[0]?.result ?? null)
    } catch (error) {
      const { code, message, detail, hint } = error as PostgresError
      if (code === '42883')
        return json(404, { code: 'PGRST202', details: detail ?? null, hint: hint ?? null, message })
      return json(statusFor(code), { code, details: detail ?? null, hint: hint ?? null, message })
    }
  }

  async function answer(request: RecordedRequest, signal: AbortSignal | null | undefined): Promise<Response> {
    // Supabase's gateway checks the key before PostgREST sees the request.
    const isServiceRole = serviceRoleKey !== undefined && request.headers.get('apikey') === serviceRoleKey
    if (isServiceRole && request.url.origin === origin && request.url.pathname.startsWith('/rest/v1/')) {
      return answerAsServiceRole(db, request, maxRows)
    }
    if (request.headers.get('apikey') !== publishableKey) {
      return json(401, {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      })
    }
    if (request.url.origin !== origin || !request.url.pathname.startsWith('/rest/v1/')) {
      return json(404, { message: 'no Route matched with those values' })
    }
    const fault = faults.shift()
    if (fault?.kind === 'network') throw new TypeError('fetch failed')
    if (fault?.kind === 'hang') return hang(signal)
    if (fault?.kind === 'status') {
      return json(fault.status, {
        code: 'PGRST002',
        details: null,
        hint: null,
        message: 'Could not query the database for the schema cache. Retrying.',
      })
    }
    const response = await route(request)
    if (fault?.kind === 'lose-answer') throw new TypeError('fetch failed: other side closed')
    return response
  }

  // Readiness asks with a GET; sign-ups are stored and changed with POSTs.
  function route(request: RecordedRequest): Promise<Response> {
    const table = request.url.pathname.slice('/rest/v1/'.length)
    if (request.method === 'GET' && table.startsWith('rpc/'))
      return callAsAnon(table.slice('rpc/'.length), Object.fromEntries(request.url.searchParams), true)
    if (request.method !== 'POST') {
      return Promise.resolve(
        json(405, {
          code: 'PGRST117',
          details: null,
          hint: null,
          message: `Unsupported HTTP method: ${request.method}`,
        }),
      )
    }
    if (table.startsWith('rpc/')) return callAsAnon(table.slice('rpc/'.length), request.body)
    const returnRows =
      request.url.searchParams.has('select') ||
      (request.headers.get('prefer') ?? '').includes('return=representation')
    return insertAsAnon(table, request.body, returnRows)
  }

  const doubleFetch: typeof fetch = async (input, init) => {
    const incoming = new Request(input, init)
    const text = await incoming.text()
    const recorded: RecordedRequest = {
      method: incoming.method,
      url: new URL(incoming.url),
      headers: new Headers(incoming.headers),
      body: text === '' ? undefined : JSON.parse(text),
    }
    requests.push(recorded)
    const response = await answer(recorded, init?.signal ?? incoming.signal)
    const body = await response.clone().text()
    responses.push({ status: response.status, body, headers: new Headers(response.headers) })
    return response
  }

  return {
    fetch: doubleFetch,
    requests,
    responses,
    failNext(...next) {
      faults.push(...next)
    },
  }
}
