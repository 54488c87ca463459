// The contract double's answers to the service-role (secret) key, which operators hold and servers
// must not: it reads and deletes past row-level security. The superuser stands in for
// service_role, as both bypass row-level security and hold every grant on the table.

/** What the double asks of its database: PGlite as it is, or a real server's client (real-postgres.ts). */
export type SqlRunner = {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>
  exec(text: string): Promise<unknown>
}
export type SqlDatabase = SqlRunner & { transaction<T>(run: (tx: SqlRunner) => Promise<T>): Promise<T> }

export type ServiceRoleRequest = { method: string; url: URL; headers: Headers; body?: unknown }

export type PostgresError = Error & { code?: string; detail?: string; hint?: string }

/** Supabase's default "Max rows" for one answer of the data API. */
export const SUPABASE_MAX_ROWS = 1000

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/
const OPERATORS: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' }
const RESERVED = new Set(['select', 'order', 'offset', 'limit', 'on_conflict', 'columns'])

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  })
}

function problem(status: number, code: string, message: string): Response {
  return json(status, { code, details: null, hint: null, message })
}

class BadRequest extends Error {}

function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new BadRequest(`"${name}" is not a column this double knows how to read`)
  return name
}

function whereClause(params: URLSearchParams): { sql: string; values: unknown[] } {
  const conditions: string[] = []
  const values: unknown[] = []
  for (const [column, filter] of params) {
    if (RESERVED.has(column)) continue
    if (filter === 'is.null') {
      conditions.push(`${identifier(column)} is null`)
      continue
    }
    const dot = filter.indexOf('.')
    const operator = OPERATORS[filter.slice(0, dot)]
    if (dot < 0 || operator === undefined) throw new BadRequest(`unsupported filter ${column}=${filter}`)
    values.push(filter.slice(dot + 1))
    conditions.push(`${identifier(column)} ${operator} $${values.length}`)
  }
  return { sql: conditions.length ? ` where ${conditions.join(' and ')}` : '', values }
}

function orderClause(order: string | null): string {
  if (!order) return ''
  const terms = order.split(',').map((term) => {
    const [column = '', direction = 'asc'] = term.split('.')
    if (direction !== 'asc' && direction !== 'desc') throw new BadRequest(`unsupported order ${term}`)
    return `${identifier(column)} ${direction}`
  })
  return ` order by ${terms.join(', ')}`
}

function selectList(select: string | null): string {
  if (select === null || select === '*') return '*'
  return select.split(',').map(identifier).join(', ')
}

function statusFor(code: string | undefined): number {
  if (code === '42703' || code?.startsWith('22') || code?.startsWith('23')) return 400
  if (code === '42P01') return 404
  if (code === '42501') return 403
  return 500
}

async function read(
  db: SqlDatabase,
  table: string,
  request: ServiceRoleRequest,
  maxRows: number,
): Promise<Response> {
  const params = request.url.searchParams
  const where = whereClause(params)
  const offset = Number(params.get('offset') ?? 0)
  const limit = Math.min(Number(params.get('limit') ?? maxRows), maxRows)
  const rows = await db.query<{ body: unknown[] }>(
    `select coalesce(json_agg(t), '[]'::json) as body from (
       select ${selectList(params.get('select'))} from public.${table}${where.sql}${orderClause(params.get('order'))}
       limit ${limit} offset ${offset}) t`,
    where.values,
  )
  const body = rows.rows[0]?.body ?? []
  const wantsCount = /count=exact/.test(request.headers.get('prefer') ?? '')
  let total = '*'
  if (wantsCount) {
    const counted = await db.query<{ count: number }>(
      `select count(*)::int as count from public.${table}${where.sql}`,
      where.values,
    )
    total = String(counted.rows[0]?.count ?? 0)
  }
  const range = body.length > 0 ? `${offset}-${offset + body.length - 1}/${total}` : `*/${total}`
  const partial = total !== '*' && body.length < Number(total)
  const headers = { 'content-range': range }
  if (request.method === 'HEAD') return new Response(null, { status: partial ? 206 : 200, headers })
  return json(partial ? 206 : 200, body, headers)
}

async function remove(db: SqlDatabase, table: string, request: ServiceRoleRequest): Promise<Response> {
  const where = whereClause(request.url.searchParams)
  if (where.sql === '') return problem(400, '21000', 'DELETE requires a WHERE clause')
  const deleted = await db.query(`delete from public.${table}${where.sql} returning *`, where.values)
  const prefer = request.headers.get('prefer') ?? ''
  const headers: Record<string, string> = /count=exact/.test(prefer)
    ? { 'content-range': `*/${deleted.rows.length}` }
    : {}
  return prefer.includes('return=representation')
    ? json(200, deleted.rows, headers)
    : new Response(null, { status: 204, headers })
}

// POST /rest/v1/rpc/<function> with named arguments, as the operator's tools call migration 0007's.
async function call(db: SqlDatabase, name: string, body: unknown): Promise<Response> {
  const args = typeof body === 'object' && body !== null ? Object.entries(body) : []
  const named = args.map(([key], i) => `${identifier(key)} => $${i + 1}`).join(', ')
  const result = await db.query<{ result: unknown }>(
    `select public.${identifier(name)}(${named}) as result`,
    args.map(([, value]) => value),
  )
  return json(200, result.rows[0]?.result ?? null)
}

export async function answerAsServiceRole(
  db: SqlDatabase,
  request: ServiceRoleRequest,
  maxRows = SUPABASE_MAX_ROWS,
): Promise<Response> {
  const table = request.url.pathname.slice('/rest/v1/'.length)
  if (request.method === 'POST' && table.startsWith('rpc/')) {
    try {
      return await call(db, table.slice('rpc/'.length), request.body)
    } catch (error) {
      if (error instanceof BadRequest) return problem(400, 'PGRST100', error.message)
      const { code, message } = error as PostgresError
      return json(statusFor(code), { code, details: null, hint: null, message })
    }
  }
  if (!IDENTIFIER.test(table)) return problem(404, 'PGRST205', `Could not find the table 'public.${table}'`)
  try {
    if (request.method === 'GET' || request.method === 'HEAD') return await read(db, table, request, maxRows)
    if (request.method === 'DELETE') return await remove(db, table, request)
    return problem(405, 'PGRST117', `Unsupported HTTP method in this double: ${request.method}`)
  } catch (error) {
    if (error instanceof BadRequest) return problem(400, 'PGRST100', error.message)
    const { code, message, detail, hint } = error as PostgresError
    return json(statusFor(code), { code, details: detail ?? null, hint: hint ?? null, message })
  }
}
