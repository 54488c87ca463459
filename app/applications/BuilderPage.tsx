import { applicationFormCopy } from '@content/applicationForm.ts'
import { applyManageCopy as copy } from '@content/applyManage.ts'
import { fillIn } from '@content/teamPage.ts'
import { formatMoment } from '~/lib/dates'
import { APPLY_MANAGE_PATH, TOKEN_PARAM } from '~/mail/links'
import type { ApplicationFieldCode } from './outcome'
import { ChangeAnswersForm } from './ChangeAnswersForm'
import { EraseSection, MailPageLayout, OneButtonForm } from '~/sections/mail-pages/MailPageLayout'
import * as mailStyles from '~/sections/mail-pages/mailPages.css'
import * as styles from './builderPage.css'
import {
  BUILDER_NOTICE_ID,
  type BuilderAction,
  type BuilderApplicationView,
  type BuilderNotice,
  type BuilderPageView,
  type DoorPassView,
} from './manageState'

function Moment({ at }: { at: string }) {
  return <time dateTime={at}>{formatMoment(at)}</time>
}

/** The builder's own page: their application, what happens next, what they may do, and the door pass. */
export function BuilderPage({ state, token }: { state: BuilderPageView; token: string | undefined }) {
  return (
    <MailPageLayout heading={state.heading}>
      {state.kind === 'application' && token ? (
        <Application
          application={state.application}
          actions={state.actions}
          isTooLate={state.isTooLate}
          notice={state.notice}
          invalid={state.invalid}
          doorPass={state.doorPass}
          action={`${APPLY_MANAGE_PATH}?${TOKEN_PARAM}=${encodeURIComponent(token)}`}
        />
      ) : (
        <>
          {state.kind === 'erased' && <p role="status">{copy.erased}</p>}
          {state.kind === 'invalid' && <p>{copy.invalid}</p>}
          {state.kind === 'expired' && <p>{copy.expired}</p>}
          {state.kind === 'missing' && <p>{copy.missing}</p>}
          {state.kind === 'unavailable' && <p>{copy.unavailable}</p>}
          <p>
            <a href="/editions">{copy.backToEvents}</a>
          </p>
        </>
      )}
    </MailPageLayout>
  )
}

function nextStep(application: BuilderApplicationView, isTooLate: boolean): string {
  const confirmBy = application.confirmBy ? formatMoment(application.confirmBy) : ''
  if (application.status === 'accepted')
    return fillIn(isTooLate ? copy.next.acceptedTooLate : copy.next.accepted, { confirmBy })
  return copy.next[application.status]
}

function Application({
  application,
  actions,
  isTooLate,
  notice,
  invalid,
  doorPass,
  action,
}: {
  application: BuilderApplicationView
  actions: BuilderAction[]
  isTooLate: boolean
  notice: BuilderNotice | null
  invalid: readonly ApplicationFieldCode[]
  doorPass: DoorPassView | null
  action: string
}) {
  // The erase's refusal sits beside its box; every other notice at the top, where the page lands.
  const topNotice = notice && notice !== 'erase_unconfirmed' ? notice : null
  return (
    <>
      {topNotice && (
        <p id={BUILDER_NOTICE_ID} tabIndex={-1} role="status" className={mailStyles.notice}>
          {copy.notices[topNotice]}
        </p>
      )}
      <section aria-labelledby="application-status" className={mailStyles.part}>
        <h2 id="application-status" className={mailStyles.partHeading}>
          {copy.statusHeading}
        </h2>
        <dl className={mailStyles.facts}>
          <dt className={mailStyles.factName}>{copy.fields.event}</dt>
          <dd className={mailStyles.factValue}>{application.eventName}</dd>
          <dt className={mailStyles.factName}>{copy.statusLabel}</dt>
          <dd className={mailStyles.factValue} data-status={application.status}>
            {copy.statuses[application.status]}
          </dd>
          <dt className={mailStyles.factName}>{copy.nextLabel}</dt>
          <dd className={mailStyles.factValue}>{nextStep(application, isTooLate)}</dd>
        </dl>
      </section>
      {doorPass && <DoorPass doorPass={doorPass} />}
      {actions.includes('confirm') && (
        <ActionPart
          action={action}
          move="confirm"
          heading={copy.confirmHeading}
          button={copy.confirmButton}
        />
      )}
      <section aria-labelledby="application-history" className={mailStyles.part}>
        <h2 id="application-history" className={mailStyles.partHeading}>
          {copy.historyHeading}
        </h2>
        <ol className={styles.history}>
          {application.changes.map((change) => (
            <li key={`${change.at}-${change.to}`}>
              <Moment at={change.at} />:{' '}
              {change.from === null
                ? copy.arrived
                : fillIn(copy.historyLine, {
                    from: copy.statuses[change.from],
                    to: copy.statuses[change.to],
                    actor: copy.actors[change.actor],
                  })}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="application-answers" className={mailStyles.part}>
        <h2 id="application-answers" className={mailStyles.partHeading}>
          {copy.answersHeading}
        </h2>
        <dl className={mailStyles.facts}>
          <dt className={mailStyles.factName}>{copy.fields.name}</dt>
          <dd className={mailStyles.factValue}>{application.name}</dd>
          <dt className={mailStyles.factName}>{copy.fields.email}</dt>
          <dd className={mailStyles.factValue}>{application.email}</dd>
          <dt className={mailStyles.factName}>{copy.fields.idea}</dt>
          <dd className={mailStyles.factValue}>{application.idea}</dd>
          <dt className={mailStyles.factName}>{copy.fields.experience}</dt>
          <dd className={mailStyles.factValue}>
            {applicationFormCopy.experienceLevels[application.experience]}
          </dd>
          <dt className={mailStyles.factName}>{copy.fields.dreamFestival}</dt>
          <dd className={mailStyles.factValue}>{application.dreamFestival ?? copy.none}</dd>
          <dt className={mailStyles.factName}>{copy.fields.matchTeam}</dt>
          <dd className={mailStyles.factValue}>{application.matchTeam ? copy.yes : copy.no}</dd>
        </dl>
        <OneButtonForm
          action={action}
          label={copy.download}
          fields={{ action: 'download' }}
          variant="secondary"
        />
      </section>
      {actions.includes('change') && (
        <ChangeAnswersForm action={action} application={application} invalid={invalid} />
      )}
      {actions.includes('cancel') && (
        <ActionPart
          action={action}
          move="cancel"
          heading={copy.cancelHeading}
          lede={copy.cancelLede}
          button={copy.cancelButton}
        />
      )}
      {actions.includes('withdraw') && (
        <ActionPart
          action={action}
          move="withdraw"
          heading={copy.withdrawHeading}
          lede={copy.withdrawLede}
          button={copy.withdrawButton}
        />
      )}
      <EraseSection
        action={action}
        headingId="application-erase"
        heading={copy.eraseHeading}
        lede={copy.eraseLede}
        button={copy.eraseButton}
        confirm={copy.eraseConfirm}
        error={notice === 'erase_unconfirmed' ? copy.notices.erase_unconfirmed : undefined}
      />
    </>
  )
}

function DoorPass({ doorPass }: { doorPass: DoorPassView }) {
  const { code, qr } = doorPass
  return (
    <section aria-labelledby="door-pass" className={mailStyles.part}>
      <h2 id="door-pass" className={mailStyles.partHeading}>
        {copy.doorHeading}
      </h2>
      <p>{copy.doorLede}</p>
      <svg
        role="img"
        aria-label={fillIn(copy.doorImage, { code })}
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        className={styles.qr}
        shapeRendering="crispEdges"
      >
        <rect width={qr.size} height={qr.size} className={styles.qrLight} />
        <path d={qr.path} className={styles.qrDark} />
      </svg>
      <p>
        {copy.doorCode}: <strong className={styles.code}>{code}</strong>
      </p>
    </section>
  )
}

/** One move the builder may make: its part, with a heading, what it does, and its one button. */
function ActionPart({
  action,
  move,
  heading,
  lede,
  button,
}: {
  action: string
  move: BuilderAction
  heading: string
  lede?: string
  button: string
}) {
  // Confirming keeps something; cancelling and withdrawing give it up.
  const variant = move === 'confirm' ? undefined : 'destructive'
  return (
    <section aria-labelledby={`application-${move}`} className={mailStyles.part}>
      <h2 id={`application-${move}`} className={mailStyles.partHeading}>
        {heading}
      </h2>
      {lede && <p>{lede}</p>}
      <OneButtonForm action={action} label={button} fields={{ action: move }} variant={variant} />
    </section>
  )
}
