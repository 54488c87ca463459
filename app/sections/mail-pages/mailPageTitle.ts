// Each state of a mail page has its own title (WCAG 2.4.2), from content/mail.ts.
import { mailPageCopy } from '@content/mail.ts'
import { site } from '@content/site.ts'
import type { MailPageState } from '~/mail/mailPageState'
import type { TokenPurpose } from '~/mail/tokens'

export function mailPageHeading(page: TokenPurpose, state: MailPageState): string {
  switch (state.kind) {
    case 'refused':
      return mailPageCopy.refused[state.reason].title
    case 'unavailable':
      return mailPageCopy.unavailable.title
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

export function mailPageHead(page: TokenPurpose, state: MailPageState | undefined) {
  const title = `${state ? mailPageHeading(page, state) : mailPageCopy[page].title}: ${site.name}`
  // A page for one person's link: never indexed, and the link never leaves as a referrer.
  return {
    meta: [
      { title },
      { name: 'robots', content: 'noindex' },
      { name: 'referrer', content: 'no-referrer' },
      { property: 'og:title', content: title },
      { name: 'twitter:title', content: title },
    ],
  }
}
