// Where a sign-up posted without JavaScript sends the visitor back: the page the form was on, named
// by the form's hidden `page` field. Only a path the site itself serves as a page is taken, matched
// whole, so no value can send a visitor to another site or to an address that is not a page.
import { sitePages } from '../lib/discovery.ts'

const pagePaths: ReadonlySet<string> = new Set(sitePages.map((page) => page.path))

/** The page to return to after a no-JavaScript sign-up: `page` if it is one of the site's, else `/`. */
export function signupReturnPath(page: unknown): string {
  return typeof page === 'string' && pagePaths.has(page) ? page : '/'
}
