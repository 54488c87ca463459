// The Supabase store as the server builds it, talking to the contract double over one database.
import type { PGlite } from '@electric-sql/pglite'
import { createSupabaseStore } from '../../db/store/supabaseStore.server'
import type { SignupStore } from '../../db/store/store.server'
import { createPostgrestContractDouble } from './postgrest-contract-double'

export const SUPABASE_URL = 'https://abcdefghijklmnop.supabase.co'
export const PUBLISHABLE_KEY = 'sb_publishable_contract_double_key_0123456789'

export function supabaseStoreOver(db: PGlite, log: (line: string) => void = () => {}): SignupStore {
  const double = createPostgrestContractDouble({ db, url: SUPABASE_URL, publishableKey: PUBLISHABLE_KEY })
  return createSupabaseStore({ url: SUPABASE_URL, publishableKey: PUBLISHABLE_KEY, fetch: double.fetch, log })
}
