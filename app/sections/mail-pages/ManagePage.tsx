import { mailPageCopy } from '@content/mail.ts'
import {
  type ManageNotice,
  type RequestError,
  type MailPageView,
  type SignupRecordView,
} from '~/mail/mailPageState'
import { EMAIL_MAX_LENGTH, FESTIVAL_MAX_LENGTH, signupToasts } from '~/signup/schema'
import { formatDay, formatMoment } from '~/lib/dates'
import { Button } from '~/ui/Button'
import { TextField } from '~/ui/TextField'
import { EraseSection, formAction, MailPageLayout, MailPageNotice, OneButtonForm } from './MailPageLayout'
import * as styles from './mailPages.css'

const copy = mailPageCopy.manage

function Time({ at, otherwise }: { at: string | null; otherwise: string }) {
  return at ? <time dateTime={at}>{formatMoment(at)}</time> : <>{otherwise}</>
}

const noticeText: Record<ManageNotice, string> = {
  festival: copy.festivalSaved,
  withdrawn: copy.withdrawn,
  festival_too_long: signupToasts.festival_too_long.description,
  invalid_email: signupToasts.invalid_email.description,
  email_too_long: signupToasts.email_too_long.description,
  erase_unconfirmed: copy.eraseUnconfirmed,
}

/** The manage link's page: what is kept about one address, and each thing its owner may do with it. */
export function ManagePage({ state, token }: { state: MailPageView; token: string | undefined }) {
  return (
    <MailPageLayout heading={state.heading}>
      {state.kind === 'request' && <RequestLink error={state.error} />}
      {state.kind === 'sent' && <p role="status">{copy.sent}</p>}
      {state.kind === 'erased' && <p role="status">{copy.erased}</p>}
      {state.kind === 'record' && <Record record={state.record} notice={state.notice} token={token} />}
      <MailPageNotice page="manage" state={state} />
    </MailPageLayout>
  )
}

function RequestLink({ error }: { error: RequestError | null }) {
  return (
    <>
      <p>{copy.requestLede}</p>
      <form method="post" action={formAction('manage', undefined)} className={styles.form}>
        <TextField
          label={copy.emailLabel}
          name="email"
          type="email"
          autoComplete="email"
          isRequired
          maxLength={EMAIL_MAX_LENGTH}
          errorMessage={error ? noticeText[error] : undefined}
        />
        <Button type="submit">{copy.requestButton}</Button>
      </form>
    </>
  )
}

function Record({
  record,
  notice,
  token,
}: {
  record: SignupRecordView
  notice: ManageNotice | null
  token: string | undefined
}) {
  const action = formAction('manage', token)
  const fields = copy.fields
  return (
    <>
      {notice && (
        <p role="status" className={styles.notice}>
          {noticeText[notice]}
        </p>
      )}
      <section aria-labelledby="manage-stored" className={styles.part}>
        <h2 id="manage-stored" className={styles.partHeading}>
          {copy.storedHeading}
        </h2>
        <dl className={styles.facts}>
          <dt className={styles.factName}>{fields.email}</dt>
          <dd className={styles.factValue}>{record.email}</dd>
          <dt className={styles.factName}>{fields.festival}</dt>
          <dd className={styles.factValue}>{record.suggestedFestival ?? copy.none}</dd>
          <dt className={styles.factName}>{fields.consentedAt}</dt>
          <dd className={styles.factValue}>
            <Time at={record.consentedAt} otherwise={copy.none} />
          </dd>
          <dt className={styles.factName}>{fields.noticeVersion}</dt>
          <dd className={styles.factValue}>
            {record.noticeVersion ? (
              <time dateTime={record.noticeVersion}>{formatDay(record.noticeVersion)}</time>
            ) : (
              copy.none
            )}
          </dd>
          <dt className={styles.factName}>{fields.confirmedAt}</dt>
          <dd className={styles.factValue}>
            <Time at={record.confirmedAt} otherwise={copy.notYet} />
          </dd>
          <dt className={styles.factName}>{fields.withdrawnAt}</dt>
          <dd className={styles.factValue}>
            <Time at={record.withdrawnAt} otherwise={copy.none} />
          </dd>
        </dl>
        <OneButtonForm action={action} label={copy.download} fields={{ action: 'download' }} />
      </section>
      <form method="post" action={action} className={styles.form}>
        <input type="hidden" name="action" value="festival" />
        <TextField
          label={copy.festivalLabel}
          name="festival"
          maxLength={FESTIVAL_MAX_LENGTH}
          defaultValue={record.suggestedFestival ?? ''}
          errorMessage={notice === 'festival_too_long' ? noticeText.festival_too_long : undefined}
        />
        <Button type="submit" variant="secondary">
          {copy.festivalButton}
        </Button>
      </form>
      {!record.withdrawnAt && (
        <section aria-labelledby="manage-withdraw" className={styles.part}>
          <h2 id="manage-withdraw" className={styles.partHeading}>
            {copy.withdrawHeading}
          </h2>
          <OneButtonForm action={action} label={copy.withdrawButton} fields={{ action: 'withdraw' }} />
        </section>
      )}
      <EraseSection
        action={action}
        headingId="manage-erase"
        heading={copy.eraseHeading}
        lede={copy.eraseLede}
        button={copy.eraseButton}
        confirm={copy.eraseConfirm}
        error={notice === 'erase_unconfirmed' ? noticeText.erase_unconfirmed : undefined}
      />
    </>
  )
}
