import { useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react'
import { confirmationOnItsWay } from '@content/signupForm.ts'
import { DOUBLE_CLICK_MS } from '@styles/tokens'
import { showToast, type ToastMessage } from '~/ui/Toast'
import type { SignupFailureCode } from './failures'
import { checkSignup, signupToasts, type SignupToastKey } from './schema'
import type { SignupOutcome } from './outcome'
import { submitSignup } from './signup.functions'

type FieldName = 'email' | 'festival'

// The spec's success words, then the news that a mail to confirm the address is coming.
const successToast = {
  ...signupToasts.ok,
  description: `${signupToasts.ok.description} ${confirmationOnItsWay}`,
}

/** The field a failure is about, if any: its message is shown beside that field as well as in a toast. */
const fieldOfFailure: Partial<Record<SignupFailureCode, FieldName>> = {
  invalid_email: 'email',
  email_too_long: 'email',
  already_signed_up: 'email',
  festival_too_long: 'festival',
}

// The form's answers replace each other in the toasts.
const SIGNUP_TOAST_GROUP = 'signup'
const showSignupToast = (message: Omit<ToastMessage, 'group'>) =>
  showToast({ ...message, group: SIGNUP_TOAST_GROUP })

/** A failure posted without JavaScript, shown on its field as the page's own check would. */
function postedFieldError(outcome: SignupOutcome | undefined) {
  const field = outcome && outcome !== 'ok' ? fieldOfFailure[outcome] : undefined
  return field && outcome && outcome !== 'ok' ? { field, message: signupToasts[outcome].description } : null
}

/**
 * The sign-up form's state and its send: checks input with the server's own schema, sends it once
 * however often it is clicked, and says what happened in a toast, beside the form and beside the
 * field a failure is about.
 */
export function useSignupForm({
  outcome,
  edition,
  formRef,
  outcomeRef,
}: {
  outcome: SignupOutcome | undefined
  edition: string | undefined
  formRef: RefObject<HTMLFormElement | null>
  /** The lasting message beside the form, which an answer focuses. */
  outcomeRef: RefObject<HTMLElement | null>
}) {
  const [email, setEmail] = useState('')
  const [festival, setFestival] = useState('')
  const [isSubmitting, setIsSubmitting] = useState(false)
  const [showsOutcome, setShowsOutcome] = useState(true)
  // The toast goes away; the thanks stay beside the form. The toast alone announces them.
  const [hasSignedUp, setHasSignedUp] = useState(false)
  // Stays until the visitor changes that field: a toast alone goes away before some can read it.
  const [fieldError, setFieldError] = useState<{ field: FieldName; message: string } | null>(() =>
    postedFieldError(outcome),
  )
  // A failure no field is about (the request failed, the server is busy): kept beside the form
  // until the next try, since its toast goes away (WCAG 2.2.1, 3.3.1).
  const [formFailure, setFormFailure] = useState<SignupToastKey | null>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const festivalRef = useRef<HTMLInputElement>(null)
  // Counts answers that move focus to the lasting message beside the form, after it renders.
  const [outcomeFocusRequest, setOutcomeFocusRequest] = useState(0)
  // Set at once, where the state above only changes with the next render: a double click must
  // not send the form twice, nor check a form a quick answer to the first click has just cleared.
  const inFlight = useRef(false)
  const sentAt = useRef(Number.NEGATIVE_INFINITY)
  // The click count of the press that submits: a fresh single click is never the tail of a double click.
  const clickCount = useRef(0)

  // The form is in the page before its code: keep whatever the visitor typed before it hydrated,
  // which the fields' state (empty at first) would otherwise wipe at their next render.
  useEffect(() => {
    const fields = formRef.current?.elements
    const typed = (name: string) => (fields?.namedItem(name) as HTMLInputElement | null)?.value ?? ''
    if (typed('email')) setEmail(typed('email'))
    if (typed('festival')) setFestival(typed('festival'))
  }, [formRef])

  // Toasts sit at the foot of the screen: the message, or the field and its error, go to its middle,
  // clear of them (WCAG 2.4.11). A field that already has focus is not scrolled by focus().
  useEffect(() => {
    if (outcomeFocusRequest === 0) return
    outcomeRef.current?.focus({ preventScroll: true })
    outcomeRef.current?.scrollIntoView({ block: 'center' })
  }, [outcomeFocusRequest, outcomeRef])

  function showFailure(code: SignupFailureCode) {
    showSignupToast(signupToasts[code])
    const field = fieldOfFailure[code]
    setFormFailure(field ? null : code)
    if (!field) {
      setOutcomeFocusRequest((count) => count + 1)
      return
    }
    setFieldError({ field, message: signupToasts[code].description })
    const input = (field === 'email' ? emailRef : festivalRef).current
    input?.focus({ preventScroll: true })
    input?.parentElement?.scrollIntoView({ block: 'center' })
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
        showSignupToast(successToast)
        setHasSignedUp(true)
        setOutcomeFocusRequest((count) => count + 1)
      } else {
        // The one answer that is a failure rather than something the visitor can act on (spec §8).
        if (result.code === 'unavailable') console.error('Sign-up failed: the server could not store it.')
        showFailure(result.code)
      }
    } catch (error) {
      console.error('Sign-up request failed:', error)
      showSignupToast(signupToasts.error)
      setFormFailure('error')
      setOutcomeFocusRequest((count) => count + 1)
    } finally {
      inFlight.current = false
      setIsSubmitting(false)
    }
  }

  // A sign-up sent from this page replaces the outcome of one posted earlier without JavaScript.
  const shownOutcome = hasSignedUp ? 'ok' : (formFailure ?? (showsOutcome ? outcome : undefined))
  return {
    email,
    festival,
    changeOf,
    emailRef,
    festivalRef,
    // A toast (role="alert") announces an answer given in this page; a posted one is a status, and
    // its message or field takes focus as the page lands.
    isPostedOutcome: !hasSignedUp && !formFailure,
    /** Where the page lands after a posted sign-up: the field its failure is about, or the message. */
    postedLandsOn: outcome === undefined ? undefined : (postedFieldError(outcome)?.field ?? 'outcome'),
    isSubmitting,
    fieldError,
    /** What the form says of the last sign-up, if anything. */
    outcomeText: shownOutcome === 'ok' ? successToast : shownOutcome ? signupToasts[shownOutcome] : undefined,
    /** Counts the clicks of the press that submits, which tells a fresh click from a double click's tail. */
    countClicks: (detail: number) => {
      clickCount.current = detail
    },
    handleSubmit,
  }
}
