// Where `npm run signups` reads from: the embedded database or Supabase, behind one shape. Rows
// arrive in pages of at most PAGE_SIZE in the order they were stored (id), so 100,000 sign-ups
// never need one large answer; the export sorts by created_at, the report needs no order.

/** A stored sign-up; form_path is present once migration 0002 has run ('script' | 'no-script'). */
export type StoredSignup = {
  email: string
  suggested_festival: string | null
  created_at: Date
  form_path?: string | null
  /** The edition whose page it was made on, once migration 0005 has run; null when not recorded. */
  edition?: string | null
}

export type ReadOptions = { since?: Date | null }

export type SignupSource = {
  /** Where the rows are, for messages: a folder or a host. Never a key. */
  readonly description: string
  count(options?: ReadOptions): Promise<number>
  pages(options?: ReadOptions): AsyncIterable<StoredSignup[]>
}

export const PAGE_SIZE = 1000

/** Keeps the columns the tools know; a store may hold more (ids, consent) that they do not show. */
export function toStoredSignup(row: Record<string, unknown>): StoredSignup {
  const created = row.created_at
  const signup: StoredSignup = {
    email: String(row.email),
    suggested_festival: typeof row.suggested_festival === 'string' ? row.suggested_festival : null,
    created_at: created instanceof Date ? created : new Date(String(created)),
  }
  if ('form_path' in row) signup.form_path = typeof row.form_path === 'string' ? row.form_path : null
  if ('edition' in row) signup.edition = typeof row.edition === 'string' ? row.edition : null
  return signup
}

/** PGlite and node-postgres clients both have this shape. */
export type Queryable = {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
}

type PagedRow = Record<string, unknown> & { id: number | string }

// Keyset paging on the primary key: each page is an index range scan however deep the read,
// and a row added or erased meanwhile never shifts a page. No transaction is held between pages,
// so a server sharing the database is never kept waiting for the whole read.
export function embeddedSource(db: Queryable, description: string, pageSize = PAGE_SIZE): SignupSource {
  return {
    description,
    async count({ since = null } = {}) {
      const result = await db.query<{ count: number }>(
        'select count(*)::int as count from email_submissions where $1::timestamptz is null or created_at >= $1',
        [since],
      )
      return result.rows[0]?.count ?? 0
    },
    async *pages({ since = null } = {}) {
      for (let after: number | string = 0; ;) {
        const result: { rows: PagedRow[] } = await db.query<PagedRow>(
          `select * from email_submissions
           where id > $1 and ($2::timestamptz is null or created_at >= $2)
           order by id limit $3`,
          [after, since, pageSize],
        )
        const last = result.rows.at(-1)
        if (!last) return
        yield result.rows.map(toStoredSignup)
        after = last.id
      }
    },
  }
}
