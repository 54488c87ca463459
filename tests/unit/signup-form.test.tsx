// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SignupForm } from '~/signup/SignupForm'
import { signupToasts, type SignupResult } from '~/signup/schema'
import { submitSignup } from '~/signup/signup.functions'
import { showToast } from '~/ui/Toast'

vi.mock('~/signup/signup.functions', () => ({
  submitSignup: Object.assign(vi.fn(), { url: '/_serverFn/signup' }),
}))
vi.mock('~/ui/Toast', () => ({ showToast: vi.fn() }))

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
    expect(showToast).toHaveBeenCalledWith(signupToasts.unavailable)
    expect(signupToasts.unavailable.title).toBe('Error')
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/sign-up failed/i))
  })

  it('logs nothing for an address that is already signed up, only says so', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await signUpAnswered({ ok: false, code: 'already_signed_up' })
    expect(showToast).toHaveBeenCalledWith(signupToasts.already_signed_up)
    expect(error).not.toHaveBeenCalled()
  })
})
