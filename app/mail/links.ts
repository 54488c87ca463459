// Where the mailed links lead. Isomorphic: the mails, the pages and app/http (which lets these
// paths take a form's POST) read the same paths.
import type { TokenPurpose } from '../../lib/tokens.ts'

export const MAIL_PAGE_PATHS = {
  confirm: '/signup/confirm',
  unsubscribe: '/signup/unsubscribe',
  manage: '/signup/manage',
} as const satisfies Record<TokenPurpose, string>

/** Where an application's address is confirmed; its token names the event. */
export const APPLY_CONFIRM_PATH = '/apply/confirm'

/** The builder's own page: their application, its actions and, once confirmed, the door pass. */
export const APPLY_MANAGE_PATH = '/apply/manage'

/** The pages mails link to: private, and each takes a form's POST (a confirmation, an unsubscribe, the manage page's changes). */
export const MAIL_LINK_PATHS: readonly string[] = [
  ...Object.values(MAIL_PAGE_PATHS),
  APPLY_CONFIRM_PATH,
  APPLY_MANAGE_PATH,
]

/** The pages that take a form's POST. */
export const FORM_POST_PATHS: ReadonlySet<string> = new Set(MAIL_LINK_PATHS)

export const TOKEN_PARAM = 'token'

/** The absolute link for a token: `publicUrl` is the site's own origin, never a request's Host. */
export function tokenLink(publicUrl: string, purpose: TokenPurpose, token: string): string {
  const url = new URL(MAIL_PAGE_PATHS[purpose], publicUrl)
  url.searchParams.set(TOKEN_PARAM, token)
  return url.href
}

/** The absolute link that confirms an application's address. */
export function applyConfirmLink(publicUrl: string, token: string): string {
  const url = new URL(APPLY_CONFIRM_PATH, publicUrl)
  url.searchParams.set(TOKEN_PARAM, token)
  return url.href
}

/** The absolute link to the builder's own page. */
export function applyManageLink(publicUrl: string, token: string): string {
  const url = new URL(APPLY_MANAGE_PATH, publicUrl)
  url.searchParams.set(TOKEN_PARAM, token)
  return url.href
}
