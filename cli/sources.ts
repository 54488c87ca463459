// Where `npm run signups` reads from: the embedded database or Supabase, behind one shape. Rows
// arrive in pages of at most PAGE_SIZE in the order they were stored (id), so 100,000 sign-ups
// never need one large answer; the export sorts by created_at, the report needs no order.
import { MAX_PAGE_SIZE, type OperatorCalls } from '../db/store/store.server.ts'

/** A stored sign-up; form_path is present once migration 0002 has run ('script' | 'no-script'). */
export type StoredSignup = {
  email: string
  suggested_festival: string | null
  created_at: Date
  form_path?: string | null
  /** Present once migration 0006 has run: null while pending. */
  confirmed_at?: Date | null
  withdrawn_at?: Date | null
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

/** The largest page the server's operator calls answer. */
export const PAGE_SIZE = MAX_PAGE_SIZE

/** Keeps the columns the tools know; a store may hold more (ids, consent) that they do not show. */
export function toStoredSignup(row: Record<string, unknown>): StoredSignup {
  const created = row.created_at
  const signup: StoredSignup = {
    email: String(row.email),
    suggested_festival: typeof row.suggested_festival === 'string' ? row.suggested_festival : null,
    created_at: created instanceof Date ? created : new Date(String(created)),
  }
  if ('form_path' in row) signup.form_path = typeof row.form_path === 'string' ? row.form_path : null
  for (const column of ['confirmed_at', 'withdrawn_at'] as const) {
    if (!(column in row)) continue
    const value = row[column]
    signup[column] =
      value === null || value === undefined ? null : new Date(value instanceof Date ? value : String(value))
  }
  if ('edition' in row) signup.edition = typeof row.edition === 'string' ? row.edition : null
  return signup
}

// Keyset paging on the primary key: each page is an index range scan however deep the read,
// and a row added or erased meanwhile never shifts a page. No transaction is held between pages,
// so a server sharing the database is never kept waiting for the whole read.
export function embeddedSource(
  calls: OperatorCalls,
  description: string,
  pageSize = PAGE_SIZE,
): SignupSource {
  return {
    description,
    count: ({ since = null } = {}) => calls.count(since),
    async *pages({ since = null } = {}) {
      for (let after = '0'; ;) {
        const rows = await calls.page(after, since, pageSize)
        const last = rows.at(-1)
        if (!last) return
        yield rows.map(toStoredSignup)
        after = String(last.id)
      }
    },
  }
}
