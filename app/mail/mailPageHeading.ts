// Each state of a mail page has its own heading and title (WCAG 2.4.2), from content/mail.ts.
// Made on the server only, so no page's first script carries the mail pages' words.
import { mailPageCopy } from '@content/mail.ts'
import type { MailPageState } from './mailPageState'
import type { TokenPurpose } from '../../lib/tokens'

export function mailPageHeading(page: TokenPurpose, state: MailPageState): string {
  switch (state.kind) {
    case 'refused':
      return mailPageCopy.refused[state.reason].title
    case 'unavailable':
      return mailPageCopy.unavailable.title
    case 'request':
      return mailPageCopy.manage.requestTitle
    case 'sent':
      return mailPageCopy.manage.sentTitle
    case 'erased':
      return mailPageCopy.manage.erasedTitle
    case 'done':
      return page === 'confirm' ? mailPageCopy.confirm.doneTitle : mailPageCopy.unsubscribe.doneTitle
    default:
      return mailPageCopy[page].title
  }
}
