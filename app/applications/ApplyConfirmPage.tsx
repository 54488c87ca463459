import { applyConfirmCopy as copy } from '@content/applyConfirm.ts'
import { APPLY_CONFIRM_PATH, TOKEN_PARAM } from '~/mail/links'
import { MailPageLayout, OneButtonForm } from '~/sections/mail-pages/MailPageLayout'
import { applyConfirmHeading } from './applyConfirmHeading'
import type { ApplyConfirmState } from './outcome'

/** The application's confirm link: one button, whose POST alone confirms (a link scanner's GET never does). */
export function ApplyConfirmPage({ state, token }: { state: ApplyConfirmState; token?: string }) {
  return (
    <MailPageLayout heading={applyConfirmHeading[state]}>
      {state === 'ask' && token && (
        <>
          <p>{copy.lede}</p>
          <OneButtonForm
            action={`${APPLY_CONFIRM_PATH}?${TOKEN_PARAM}=${encodeURIComponent(token)}`}
            label={copy.button}
          />
        </>
      )}
      {state === 'done' && <p role="status">{copy.done}</p>}
      {state === 'invalid' && <p>{copy.invalid}</p>}
      {state === 'unavailable' && <p>{copy.unavailable}</p>}
      {state !== 'ask' && (
        <p>
          <a href="/editions">{copy.backToEvents}</a>
        </p>
      )}
    </MailPageLayout>
  )
}
