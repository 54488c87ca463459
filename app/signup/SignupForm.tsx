import { useRef, type MouseEvent } from 'react'
import { festivalFieldLabel } from '@content/signupForm.ts'
import { Button } from '~/ui/Button'
import { TextField } from '~/ui/TextField'
import { toastRegion } from '~/ui/Toast'
import { useLoadWhenIdle } from '~/lib/useLoadWhenIdle'
import { EMAIL_MAX_LENGTH, FESTIVAL_MAX_LENGTH } from './schema'
import { SIGNUP_SECTION_ID, type SignupOutcome } from './outcome'
import { submitSignup } from './signup.functions'
import { useSignupForm } from './useSignupForm'
import * as styles from './signupForm.css'

/**
 * A pointer press on the submit button leaves focus where it is without moving it at all: react-aria's
 * `preventFocusOnPress` lets it go to the button and brings it back, a blur, change and focus of the
 * field on every tap (app/boot/README.md, docs/decisions/0074-sign-up-press-never-moves-focus.md).
 */
function keepFocusOnPress(event: MouseEvent<HTMLFormElement>) {
  if ((event.target as Element).closest('button[type="submit"]')) event.preventDefault()
}

export interface SignupFormProps {
  /**
   * The outcome of a sign-up posted without JavaScript, read back from the redirect's URL. The form
   * then holds the id `signup` its address ends in, which the card holds otherwise.
   */
  outcome?: SignupOutcome
  /** The slug of the edition whose page the form is on, recorded with the sign-up. */
  edition?: string
  /** The path of the page the form is on, where a sign-up posted without JavaScript comes back to. */
  page?: string
}

/**
 * Works before hydration and without JavaScript as a plain POST to the server function; once
 * hydrated it checks input with the server's own schema and answers with toasts instead.
 */
export function SignupForm({ outcome, edition, page }: SignupFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const outcomeRef = useRef<HTMLParagraphElement>(null)
  const form = useSignupForm({ outcome, edition, formRef, outcomeRef })
  const { fieldError, outcomeText } = form
  // A posted outcome's address ends in #signup: the element with that id, the field the outcome is
  // about or the message, takes focus as the page lands and is read out (autofocus would not run).
  const landingId = (place: 'email' | 'festival' | 'outcome') =>
    form.postedLandsOn === place ? SIGNUP_SECTION_ID : undefined
  useLoadWhenIdle(toastRegion.load)
  return (
    <form
      ref={formRef}
      className={styles.form}
      action={submitSignup.url}
      method="post"
      encType="multipart/form-data"
      noValidate
      onClickCapture={(event) => form.countClicks(event.detail)}
      onMouseDownCapture={keepFocusOnPress}
      onSubmit={form.handleSubmit}
    >
      {outcomeText && (
        // Focusable: an answer moves focus here, as a live region in the page from its load announces nothing.
        <p
          ref={outcomeRef}
          role={form.isPostedOutcome ? 'status' : undefined}
          tabIndex={-1}
          id={landingId('outcome')}
          className={styles.outcome}
        >
          <span className={styles.outcomeTitle}>{outcomeText.title}</span> {outcomeText.description}
        </p>
      )}
      <TextField
        label="Your Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        isRequired
        maxLength={EMAIL_MAX_LENGTH}
        value={form.email}
        onChange={form.changeOf.email}
        inputRef={form.emailRef}
        id={landingId('email')}
        errorMessage={fieldError?.field === 'email' ? fieldError.message : undefined}
        placeholder="you@example.com"
      />
      <TextField
        label={festivalFieldLabel}
        name="festival"
        maxLength={FESTIVAL_MAX_LENGTH}
        value={form.festival}
        onChange={form.changeOf.festival}
        inputRef={form.festivalRef}
        id={landingId('festival')}
        errorMessage={fieldError?.field === 'festival' ? fieldError.message : undefined}
        placeholder="Which festival should we take over next?"
      />
      {/* A field people never see: bots that fill it are thanked and nothing is stored. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          Website (leave empty)
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {edition && <input type="hidden" name="edition" value={edition} />}
      {page && <input type="hidden" name="page" value={page} />}
      {/* Pending, not disabled, while the sign-up is sent: a disabled button drops its focus to the
          page, and a press leaves focus in the field (keepFocusOnPress, above). */}
      <Button type="submit" isPending={form.isSubmitting} preventFocusOnPress className={styles.submit}>
        {form.isSubmitting ? 'SUBMITTING...' : 'Sign Me Up'}
      </Button>
    </form>
  )
}
