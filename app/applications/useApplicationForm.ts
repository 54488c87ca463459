import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react'
import { applicationFormCopy } from '@content/applicationForm.ts'
import { submitApplication } from './apply.functions'
import type { ApplicationResult } from './outcome'
import {
  APPLICATION_FIELDS,
  applicationFieldMessages,
  checkApplication,
  fieldErrorsOf,
  type ApplicationField,
  type ApplicationFieldErrors,
} from './schema'

function errorsOf(result: ApplicationResult | undefined): ApplicationFieldErrors {
  if (!result || result.ok || result.code !== 'invalid') return {}
  return fieldErrorsOf(result.errors)
}

/** The form element of `field`: the first of its radios for a group. */
function fieldElement(form: HTMLFormElement, field: ApplicationField): HTMLElement | null {
  const named = form.elements.namedItem(field)
  if (named instanceof RadioNodeList) return (named[0] as HTMLElement | undefined) ?? null
  return named instanceof HTMLElement ? named : null
}

/**
 * The application form's state: checks input with the server's own rules, sends it once, and says
 * what happened beside the form, each field's error beside the field, focus on the first to fix or
 * on the message.
 */
export function useApplicationForm({
  eventId,
  posted,
  formRef,
  messageRef,
}: {
  eventId: string
  posted: ApplicationResult | undefined
  formRef: RefObject<HTMLFormElement | null>
  messageRef: RefObject<HTMLParagraphElement | null>
}) {
  const [result, setResult] = useState<ApplicationResult | 'request_failed' | undefined>(posted)
  const [errors, setErrors] = useState<ApplicationFieldErrors>(() => errorsOf(posted))
  const [isSubmitting, setIsSubmitting] = useState(false)
  const [focusRequest, setFocusRequest] = useState(0)
  const inFlight = useRef(false)

  // After each answer, once rendered: the first field to fix, or the message.
  useEffect(() => {
    if (focusRequest === 0) return
    const form = formRef.current
    const first = APPLICATION_FIELDS.find((field) => errors[field])
    const target = first && form ? fieldElement(form, first) : messageRef.current
    target?.focus()
  }, [focusRequest, errors, formRef, messageRef])

  function answer(next: ApplicationResult | 'request_failed', fieldErrors: ApplicationFieldErrors) {
    setResult(next)
    setErrors(fieldErrors)
    setFocusRequest((count) => count + 1)
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (inFlight.current) return
    const form = event.currentTarget
    const data = new FormData(form)
    const text = (name: string) => String(data.get(name) ?? '')
    const fields = {
      eventId,
      name: text('name'),
      email: text('email'),
      idea: text('idea'),
      experience: text('experience'),
      dreamFestival: text('dreamFestival'),
      matchTeam: data.get('matchTeam') !== null,
      consent: data.get('consent') !== null,
    }
    const checked = checkApplication(fields)
    if (!checked.ok) {
      answer({ ok: false, code: 'invalid', errors: Object.values(checked.errors) }, checked.errors)
      return
    }
    inFlight.current = true
    setIsSubmitting(true)
    try {
      const sent = await submitApplication({ data: fields })
      answer(sent, errorsOf(sent))
      if (sent.ok) form.reset()
    } catch (error) {
      console.error('Application request failed:', error)
      answer('request_failed', {})
    } finally {
      inFlight.current = false
      setIsSubmitting(false)
    }
  }

  const message =
    result === undefined
      ? undefined
      : result === 'request_failed'
        ? applicationFormCopy.requestFailed
        : applicationFormCopy.outcomes[result.ok ? 'ok' : result.code]
  return {
    message,
    isSuccess: result !== undefined && result !== 'request_failed' && result.ok,
    errorOf: (field: ApplicationField) => {
      const code = errors[field]
      return code && applicationFieldMessages[code]
    },
    clearError: (field: ApplicationField) =>
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current)),
    isSubmitting,
    handleSubmit,
  }
}
