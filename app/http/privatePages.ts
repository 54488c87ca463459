// The pages mails link to show one person's address, festival and status, and carry their token in
// the URL: no cache may keep them, and nothing they load or link to may learn the address.
import { MAIL_LINK_PATHS } from '../mail/links.ts'

const PRIVATE_PATHS: ReadonlySet<string> = new Set(MAIL_LINK_PATHS)

/**
 * Whether `pathname` is a mail page under any spelling the router would still match it by:
 * doubled or trailing slashes, percent-encoding, capitals.
 */
export function isPrivatePage(pathname: string): boolean {
  let path = pathname
  try {
    path = decodeURIComponent(pathname)
  } catch {
    // Undecodable: judged as sent.
  }
  return PRIVATE_PATHS.has(
    path
      .toLowerCase()
      .replace(/\/{2,}/g, '/')
      .replace(/(.)\/+$/, '$1'),
  )
}
