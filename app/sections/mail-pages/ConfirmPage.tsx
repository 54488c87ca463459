import { mailPageCopy } from '@content/mail.ts'
import type { MailPageView } from '~/mail/mailPageState'
import { formAction, MailPageLayout, MailPageNotice, OneButtonForm } from './MailPageLayout'

/** The confirm link's page: one button, whose POST alone confirms (a link scanner's GET never does). */
export function ConfirmPage({ state, token }: { state: MailPageView; token: string | undefined }) {
  const copy = mailPageCopy.confirm
  return (
    <MailPageLayout heading={state.heading}>
      {state.kind === 'ask' && (
        <>
          <p>{copy.lede}</p>
          <OneButtonForm action={formAction('confirm', token)} label={copy.button} />
        </>
      )}
      {state.kind === 'done' && <p role="status">{copy.done}</p>}
      <MailPageNotice page="confirm" state={state} />
    </MailPageLayout>
  )
}
