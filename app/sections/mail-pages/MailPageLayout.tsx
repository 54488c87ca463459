import type { ReactNode } from 'react'
import { mailPageCopy } from '@content/mail.ts'
import { container } from '@styles/utilities.css'
import { ERASE_CONFIRMATION, type MailPageState } from '~/mail/mailPageState'
import type { TokenPurpose } from '../../../lib/tokens'
import { MAIL_PAGE_PATHS, TOKEN_PARAM } from '~/mail/links'
import { Button, type ButtonVariant } from '~/ui/Button'
import { Checkbox } from '~/ui/Checkbox'
import * as styles from './mailPages.css'

/** A page a mail links to, in the privacy notice's frame: whole in the server's HTML, no script needed. */
export function MailPageLayout({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className={styles.root}>
      <div className={[container, styles.prose].join(' ')}>
        <p>
          <a href="/">{mailPageCopy.backLinkText}</a>
        </p>
        <h1 className={styles.title}>{heading}</h1>
        {children}
      </div>
    </main>
  )
}

/** The action URL of a page's form: the page itself, carrying its token. */
export function formAction(page: TokenPurpose, token: string | undefined): string {
  return token
    ? `${MAIL_PAGE_PATHS[page]}?${TOKEN_PARAM}=${encodeURIComponent(token)}`
    : MAIL_PAGE_PATHS[page]
}

/** A form with one button, and what it asks besides (`children`, above the button). */
export function OneButtonForm({
  action,
  label,
  fields = {},
  variant,
  children,
}: {
  action: string
  label: string
  fields?: Record<string, string>
  variant?: ButtonVariant
  children?: ReactNode
}) {
  return (
    <form method="post" action={action} className={styles.form}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <Button type="submit" variant={variant}>
        {label}
      </Button>
    </form>
  )
}

/**
 * A manage page's erase part: a destructive button whose form is sent only with its box ticked,
 * the refusal (`error`) beside the box. The sign-up's manage page and the builder's page share it.
 */
export function EraseSection({
  action,
  headingId,
  heading,
  lede,
  button,
  confirm,
  error,
}: {
  action: string
  headingId: string
  heading: string
  lede: string
  button: string
  confirm: string
  error: string | undefined
}) {
  return (
    <section aria-labelledby={headingId} className={styles.part}>
      <h2 id={headingId} className={styles.partHeading}>
        {heading}
      </h2>
      <p>{lede}</p>
      <OneButtonForm action={action} label={button} fields={{ action: 'erase' }} variant="destructive">
        <Checkbox
          id={ERASE_CONFIRMATION.id}
          name={ERASE_CONFIRMATION.name}
          value={ERASE_CONFIRMATION.value}
          isRequired
          errorMessage={error}
        >
          {confirm}
        </Checkbox>
      </OneButtonForm>
    </section>
  )
}

/** What a page says when it cannot do what its link asked, and where to ask again. */
export function MailPageNotice({ page, state }: { page: TokenPurpose; state: MailPageState }) {
  if (state.kind === 'unavailable') return <p>{mailPageCopy.unavailable.lede}</p>
  if (state.kind !== 'refused') return null
  const copy = mailPageCopy.refused
  // A new confirmation link comes from signing up again; other links from the manage page.
  const askAgain = page === 'confirm' ? '/#signup' : MAIL_PAGE_PATHS.manage
  return (
    <>
      <p>{copy[state.reason].lede}</p>
      {state.reason !== 'withdrawn' && (
        <p>
          <a href={askAgain}>{copy.askAgain}</a>
        </p>
      )}
    </>
  )
}
