import { useEffect, useMemo, useRef, useState, type FormEvent, type MouseEvent } from 'react'
import { confirmationOnItsWay, festivalFieldLabel } from '@content/mail.ts'
import { DOUBLE_CLICK_MS } from '@styles/tokens'
import { Button } from '~/ui/Button'
import { TextField } from '~/ui/TextField'
import { loadToastRegion, showToast } from '~/ui/Toast'
import { useLoadWhenIdle } from '~/lib/useLoadWhenIdle'
import type { SignupFailureCode } from './failures'
import {
  EMAIL_MAX_LENGTH,
  FESTIVAL_MAX_LENGTH,
  checkSignup,
  signupToasts,
  type SignupToastKey,
} from './schema'
import type { SignupOutcome } from './outcome'
import { submitSignup } from './signup.functions'
import * as styles from './signupForm.css'

type FieldName = 'email' | 'festival'

// The spec's success words, then the news that a mail to confirm the address is coming.
const successToast = {
  ...signupToasts.ok,
  description: `${signupToasts.ok.description} ${confirmationOnItsWay}`,
}

/** The field a failure is about, if any: its message is shown beside that field as well as in a toast. */
export const fieldOfFailure: Partial<Record<SignupFailureCode, FieldName>> = {
  invalid_email: 'email',
  email_too_long: 'email',
  already_signed_up: 'email',
  festival_too_long: 'festival',
}

/**
 * A pointer press on the submit button leaves focus where it is without moving it at all: react-aria's
 * `preventFocusOnPress` lets it go to the button and brings it back, a blur, change and focus of the
 * field on every tap (app/boot/README.md, docs/decisions/0074-sign-up-press-never-moves-focus.md).
 */
function keepFocusOnPress(event: MouseEvent<HTMLFormElement>) {
  if ((event.target as Element).closest('button[type="submit"]')) event.preventDefault()
}

export interface SignupFormProps {
  /** The outcome of a sign-up posted without JavaScript, read back from the redirect's URL. */
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
  const [email, setEmail] = useState('')
  const [festival, setFestival] = useState('')
  const [isSubmitting, setIsSubmitting] = useState(false)
  const [showsOutcome, setShowsOutcome] = useState(true)
  // The toast goes away; the thanks stay beside the form. The toast alone announces them.
  const [hasSignedUp, setHasSignedUp] = useState(false)
  // Stays until the visitor changes that field: a toast alone goes away before some can read it.
  const [fieldError, setFieldError] = useState<{ field: FieldName; message: string } | null>(null)
  // A failure no field is about (the request failed, the server is busy): kept beside the form
  // until the next try, since its toast goes away (WCAG 2.2.1, 3.3.1).
  const [formFailure, setFormFailure] = useState<SignupToastKey | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const festivalRef = useRef<HTMLInputElement>(null)
  // Set at once, where the state above only changes with the next render: a double click must
  // not send the form twice, nor check a form a quick answer to the first click has just cleared.
  const inFlight = useRef(false)
  const sentAt = useRef(Number.NEGATIVE_INFINITY)
  // The click count of the press that submits: a fresh single click is never the tail of a double click.
  const clickCount = useRef(0)
  useLoadWhenIdle(loadToastRegion)

  // The form is in the page before its code: keep whatever the visitor typed before it hydrated,
  // which the fields' state (empty at first) would otherwise wipe at their next render.
  useEffect(() => {
    const fields = formRef.current?.elements
    const typed = (name: string) => (fields?.namedItem(name) as HTMLInputElement | null)?.value ?? ''
    if (typed('email')) setEmail(typed('email'))
    if (typed('festival')) setFestival(typed('festival'))
  }, [])

  function showFailure(code: SignupFailureCode) {
    showToast(signupToasts[code])
    const field = fieldOfFailure[code]
    setFormFailure(field ? null : code)
    if (!field) return
    setFieldError({ field, message: signupToasts[code].description })
    // A field that already has focus is not scrolled by focus(): bring it clear of the toast.
    const input = (field === 'email' ? emailRef : festivalRef).current
    input?.focus()
    input?.scrollIntoView({ block: 'nearest' })
  }

  // Made once, so a failure re-renders only the field it is about (TextField is memoised).
  const changeOf = useMemo(() => {
    const changeField = (field: FieldName, setValue: (value: string) => void) => (value: string) => {
      setValue(value)
      setFieldError((error) => (error?.field === field ? null : error))
    }
    return { email: changeField('email', setEmail), festival: changeField('festival', setFestival) }
  }, [])

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const isFreshClick = clickCount.current === 1
    clickCount.current = 0
    if (inFlight.current || (!isFreshClick && event.timeStamp - sentAt.current < DOUBLE_CLICK_MS)) return
    const website = new FormData(event.currentTarget).get('website')
    const input = { email, festival, website: typeof website === 'string' ? website : '', edition }
    const checked = checkSignup(input)
    if (!checked.ok) {
      showFailure(checked.code)
      return
    }
    setFieldError(null)
    setFormFailure(null)
    inFlight.current = true
    sentAt.current = event.timeStamp
    setIsSubmitting(true)
    setShowsOutcome(false)
    setHasSignedUp(false)
    try {
      const result = await submitSignup({ data: input })
      if (result.ok) {
        setEmail('')
        setFestival('')
        showToast(successToast)
        setHasSignedUp(true)
      } else {
        // The one answer that is a failure rather than something the visitor can act on (spec §8).
        if (result.code === 'unavailable') console.error('Sign-up failed: the server could not store it.')
        showFailure(result.code)
      }
    } catch (error) {
      console.error('Sign-up request failed:', error)
      showToast(signupToasts.error)
      setFormFailure('error')
    } finally {
      inFlight.current = false
      setIsSubmitting(false)
    }
  }

  // A sign-up sent from this page replaces the outcome of one posted earlier without JavaScript.
  const shownOutcome = hasSignedUp ? 'ok' : (formFailure ?? (showsOutcome ? outcome : undefined))
  // A toast (role="alert") announces an answer given in this page; only a posted one is announced here.
  const isPostedOutcome = !hasSignedUp && !formFailure
  const outcomeToast =
    shownOutcome === 'ok' ? successToast : shownOutcome ? signupToasts[shownOutcome] : undefined
  return (
    <form
      ref={formRef}
      className={styles.form}
      action={submitSignup.url}
      method="post"
      encType="multipart/form-data"
      noValidate
      onClickCapture={(event) => (clickCount.current = event.detail)}
      onMouseDownCapture={keepFocusOnPress}
      onSubmit={handleSubmit}
    >
      {outcomeToast && (
        <p role={isPostedOutcome ? 'status' : undefined} className={styles.outcome}>
          <span className={styles.outcomeTitle}>{outcomeToast.title}</span> {outcomeToast.description}
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
        value={email}
        onChange={changeOf.email}
        inputRef={emailRef}
        errorMessage={fieldError?.field === 'email' ? fieldError.message : undefined}
        placeholder="you@example.com"
      />
      <TextField
        label={festivalFieldLabel}
        name="festival"
        maxLength={FESTIVAL_MAX_LENGTH}
        value={festival}
        onChange={changeOf.festival}
        inputRef={festivalRef}
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
          page, and a press leaves focus in the field (docs/decisions/0069-sign-up-press-keeps-focus-in-the-field.md). */}
      <Button type="submit" isPending={isSubmitting} preventFocusOnPress className={styles.submit}>
        {isSubmitting ? 'SUBMITTING...' : 'Sign Me Up'}
      </Button>
    </form>
  )
}
