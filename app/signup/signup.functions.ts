// The page's one write (spec §7). The validator never throws: malformed input becomes a typed
// failure. Everything server-side lives in submit.server.ts.
import { createServerFn } from '@tanstack/react-start'
import { readSignupSubmission } from './submission.ts'
import { handleSignupSubmission } from './submit.server.ts'

export const submitSignup = createServerFn({ method: 'POST' })
  .validator(readSignupSubmission)
  .handler(({ data }) => handleSignupSubmission(data))
