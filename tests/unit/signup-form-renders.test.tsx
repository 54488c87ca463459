// @vitest-environment jsdom
import { createElement } from 'react'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { SignupForm } from '~/signup/SignupForm'

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
vi.mock('~/ui/Toast', () => ({ showToast: vi.fn(), loadToastRegion: vi.fn(async () => ({})) }))

beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn()
})
afterEach(cleanup)

describe('sign-up form renders', () => {
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
