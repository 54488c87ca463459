import { afterEach, describe, expect, it } from 'vitest'
import { showToast } from '~/ui/Toast'
import { MAX_VISIBLE_TOASTS, toastQueue } from '~/ui/toastQueue'
import { signupToasts } from '~/signup/schema'

const shown = () => toastQueue.visibleToasts.map(({ content }) => content.title)

afterEach(() => {
  for (const { key } of toastQueue.visibleToasts) toastQueue.close(key)
})

describe('toast stack', () => {
  it('shows a message that is already on screen once, not a second copy below it', () => {
    showToast(signupToasts.invalid_email)
    showToast(signupToasts.invalid_email)
    showToast(signupToasts.invalid_email)
    expect(shown()).toEqual([signupToasts.invalid_email.title])
  })

  it('still stacks different messages, up to the visible limit', () => {
    const different = [
      signupToasts.invalid_email,
      signupToasts.festival_too_long,
      signupToasts.error,
      signupToasts.ok,
    ]
    for (const message of different) showToast(message)
    expect(shown()).toHaveLength(MAX_VISIBLE_TOASTS)
    expect(new Set(shown()).size).toBe(MAX_VISIBLE_TOASTS)
  })

  it('replaces an older answer of the same form, so "Invalid Email" never stays beside the thanks', () => {
    showToast({ ...signupToasts.invalid_email, group: 'signup' })
    showToast({ ...signupToasts.ok, group: 'signup' })
    expect(shown()).toEqual([signupToasts.ok.title])
  })
})
