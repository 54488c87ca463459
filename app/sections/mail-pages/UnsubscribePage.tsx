import { mailPageCopy } from '@content/mail.ts'
import type { MailPageView } from '~/mail/mailPageState'
import { formAction, MailPageLayout, MailPageNotice, OneButtonForm } from './MailPageLayout'

/** The unsubscribe link's page: one button; mail programs post to the same link in one click. */
export function UnsubscribePage({ state, token }: { state: MailPageView; token: string | undefined }) {
  const copy = mailPageCopy.unsubscribe
  return (
    <MailPageLayout heading={state.heading}>
      {state.kind === 'ask' && (
        <>
          <p>{copy.lede}</p>
          <OneButtonForm action={formAction('unsubscribe', token)} label={copy.button} />
        </>
      )}
      {state.kind === 'done' && <p role="status">{copy.done}</p>}
      <MailPageNotice page="unsubscribe" state={state} />
    </MailPageLayout>
  )
}
