import { useEffect, useRef, useState, type FormEvent } from 'react'
import { DOUBLE_CLICK_MS } from '@styles/tokens'
import { Button } from '~/ui/Button'
import { TextField } from '~/ui/TextField'
import { showToast } from '~/ui/Toast'
import { EMAIL_MAX_LENGTH, FESTIVAL_MAX_LENGTH, checkSignup, signupToasts } from './schema'
import type { SignupOutcome } from './outcome'
import { submitSignup } from './signup.functions'
import * as styles from './signupForm.css'

export interface SignupFormProps {
  /** The outcome of a sign-up posted without JavaScript, read back from the redirect's URL. */
  outcome?: SignupOutcome
}

/**
 * Works before hydration and without JavaScript as a plain POST to the server function; once
 * hydrated it checks input with the server's own schema and answers with toasts instead.
 */
export function SignupForm({ outcome }: SignupFormProps) {
  const [email, setEmail] = useState('')
  const [festival, setFestival] = useState('')
  const [isSubmitting, setIsSubmitting] = useState(false)
  const [showsOutcome, setShowsOutcome] = useState(true)
  const formRef = useRef<HTMLFormElement>(null)
  // Set at once, where the state above only changes with the next render: a double click must
  // not send the form twice, nor check a form a quick answer to the first click has just cleared.
  const inFlight = useRef(false)
  const sentAt = useRef(Number.NEGATIVE_INFINITY)

  // The form is in the page before its code: keep whatever the visitor typed before it hydrated,
  // which the fields' state (empty at first) would otherwise wipe at their next render.
  useEffect(() => {
    const fields = formRef.current?.elements
    const typed = (name: string) => (fields?.namedItem(name) as HTMLInputElement | null)?.value ?? ''
    if (typed('email')) setEmail(typed('email'))
    if (typed('festival')) setFestival(typed('festival'))
  }, [])

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (inFlight.current || event.timeStamp - sentAt.current < DOUBLE_CLICK_MS) return
    const website = new FormData(event.currentTarget).get('website')
    const input = { email, festival, website: typeof website === 'string' ? website : '' }
    const checked = checkSignup(input)
    if (!checked.ok) {
      showToast(signupToasts[checked.code])
      return
    }
    inFlight.current = true
    sentAt.current = event.timeStamp
    setIsSubmitting(true)
    setShowsOutcome(false)
    try {
      const result = await submitSignup({ data: input })
      if (result.ok) {
        setEmail('')
        setFestival('')
        showToast(signupToasts.ok)
      } else {
        // The one answer that is a failure rather than something the visitor can act on (spec §8).
        if (result.code === 'unavailable') console.error('Sign-up failed: the server could not store it.')
        showToast(signupToasts[result.code])
      }
    } catch (error) {
      console.error('Sign-up request failed:', error)
      showToast(signupToasts.error)
    } finally {
      inFlight.current = false
      setIsSubmitting(false)
    }
  }

  // A sign-up sent from this page replaces the outcome of one posted earlier without JavaScript.
  const outcomeToast = outcome && showsOutcome ? signupToasts[outcome] : undefined
  return (
    <form
      ref={formRef}
      className={styles.form}
      action={submitSignup.url}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={handleSubmit}
    >
      {outcomeToast && (
        <p role="status" className={styles.outcome}>
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
        onChange={setEmail}
        placeholder="you@example.com"
      />
      <TextField
        label="Suggest a Festival (optional)"
        name="festival"
        maxLength={FESTIVAL_MAX_LENGTH}
        value={festival}
        onChange={setFestival}
        placeholder="Which festival should we take over next?"
      />
      {/* A field people never see: bots that fill it are thanked and nothing is stored. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          Website (leave empty)
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <Button type="submit" isDisabled={isSubmitting} className={styles.submit}>
        {isSubmitting ? 'SUBMITTING...' : 'Sign Me Up'}
      </Button>
    </form>
  )
}
