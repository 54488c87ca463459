// @vitest-environment jsdom
import { createElement } from 'react'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { SignupForm } from '~/signup/SignupForm'
import type { SignupResult } from '~/signup/failures'
import { signupToasts } from '~/signup/schema'
import { submitSignup } from '~/signup/signup.functions'
import { showToast } from '~/ui/Toast'

const fieldRenders: string[] = []
vi.mock('react-aria-components', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-aria-components')>()
  // The same field, counted each time it renders.
  const TextField = (props: Parameters<typeof actual.TextField>[0]) => {
    fieldRenders.push(props.name!)
    return createElement(actual.TextField, props)
  }
  return { ...actual, TextField }
})
vi.mock('~/signup/signup.functions', () => ({
  submitSignup: Object.assign(vi.fn(), { url: '/_serverFn/signup' }),
}))
vi.mock('~/ui/Toast', () => ({ showToast: vi.fn(), toastRegion: { load: vi.fn(async () => ({})) } }))

// jsdom lays nothing out and has no scrollIntoView; the form scrolls a failing field clear of the toast.
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn()
})

async function signUpAnswered(result: SignupResult) {
  vi.mocked(submitSignup).mockResolvedValue(result)
  render(<SignupForm />)
  fireEvent.change(screen.getByLabelText('Your Email'), { target: { value: 'ana@example.com' } })
  fireEvent.click(screen.getByRole('button', { name: 'Sign Me Up' }))
  await waitFor(() => expect(showToast).toHaveBeenCalledOnce())
}

describe('sign-up form answers', () => {
  afterEach(() => {
    cleanup()
    vi.clearAllMocks()
    vi.restoreAllMocks()
  })

  it('logs a store that is unavailable to the console and says "Error"', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await signUpAnswered({ ok: false, code: 'unavailable' })
    expect(showToast).toHaveBeenCalledWith({ ...signupToasts.unavailable, group: 'signup' })
    expect(signupToasts.unavailable.title).toBe('Error')
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/sign-up failed/i))
  })

  it('logs nothing for an address that is already signed up, only says so', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await signUpAnswered({ ok: false, code: 'already_signed_up' })
    expect(showToast).toHaveBeenCalledWith({ ...signupToasts.already_signed_up, group: 'signup' })
    expect(error).not.toHaveBeenCalled()
  })

  it('shows an address already signed up beside the email field and moves focus there', async () => {
    await signUpAnswered({ ok: false, code: 'already_signed_up' })
    const email = screen.getByLabelText('Your Email')
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'))
    expect(document.activeElement).toBe(email)
    const describedBy = document.getElementById(email.getAttribute('aria-describedby')!)
    expect(describedBy?.textContent).toBe(signupToasts.already_signed_up.description)
  })
})

describe('sign-up form field errors (WCAG 3.3.1)', () => {
  afterEach(() => {
    cleanup()
    vi.clearAllMocks()
  })

  it('marks a too-long festival name beside that field, and keeps it until the field changes', () => {
    render(<SignupForm />)
    const festival = screen.getByLabelText('Suggest a Festival (optional)')
    fireEvent.change(screen.getByLabelText('Your Email'), { target: { value: 'ana@example.com' } })
    fireEvent.change(festival, { target: { value: 'x'.repeat(101) } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign Me Up' }))
    expect(showToast).toHaveBeenCalledWith({ ...signupToasts.festival_too_long, group: 'signup' })
    expect(festival.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(festival)
    expect(screen.getByLabelText('Your Email').getAttribute('aria-invalid')).toBeNull()
    const message = document.getElementById(festival.getAttribute('aria-describedby')!)
    expect(message?.textContent).toBe('Festival name must be 100 characters or less.')
    fireEvent.change(screen.getByLabelText('Your Email'), { target: { value: 'ana@example.org' } })
    expect(festival.getAttribute('aria-invalid')).toBe('true')
    fireEvent.change(festival, { target: { value: 'Coachella' } })
    expect(festival.getAttribute('aria-invalid')).toBeNull()
    expect(screen.queryByText('Festival name must be 100 characters or less.')).toBeNull()
  })
})

describe('sign-up form renders', () => {
  afterEach(() => {
    cleanup()
    vi.clearAllMocks()
  })

  // A tap's answer paints sooner with less to render (docs/decisions/0067).
  it('re-renders only the field a failure is about, and only the field being typed in', async () => {
    render(<SignupForm />)
    const email = screen.getByLabelText('Your Email')
    fieldRenders.length = 0
    fireEvent.change(email, { target: { value: 'nobody' } })
    expect(fieldRenders).toEqual(['email'])
    fieldRenders.length = 0
    fireEvent.click(screen.getByRole('button', { name: 'Sign Me Up' }))
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'))
    expect(fieldRenders.length).toBeGreaterThan(0)
    expect(new Set(fieldRenders)).toEqual(new Set(['email']))
  })
})
