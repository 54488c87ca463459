// Where the mailed links lead. Isomorphic: the mails, the pages and app/http (which lets these
// paths take a form's POST) read the same paths.
import type { TokenPurpose } from '../../lib/tokens.ts'

export const MAIL_PAGE_PATHS = {
  confirm: '/signup/confirm',
  unsubscribe: '/signup/unsubscribe',
  manage: '/signup/manage',
} as const satisfies Record<TokenPurpose, string>

/** The pages that take a form's POST (a confirmation, an unsubscribe, the manage page's changes). */
export const FORM_POST_PATHS: ReadonlySet<string> = new Set(Object.values(MAIL_PAGE_PATHS))

export const TOKEN_PARAM = 'token'

/** The absolute link for a token: `publicUrl` is the site's own origin, never a request's Host. */
export function tokenLink(publicUrl: string, purpose: TokenPurpose, token: string): string {
  const url = new URL(MAIL_PAGE_PATHS[purpose], publicUrl)
  url.searchParams.set(TOKEN_PARAM, token)
  return url.href
}
