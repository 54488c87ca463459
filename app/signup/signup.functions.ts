// The page's one write (spec §7): the validator reads whatever arrives into a typed check
// (schema.ts), and everything server-side lives in signup.server.ts.
import { createServerFn } from '@tanstack/react-start'
import { signupSubmissionSchema } from './schema.ts'
import { submitSignupOnServer } from './signup.server.ts'

export const submitSignup = createServerFn({ method: 'POST' })
  .validator(signupSubmissionSchema)
  .handler(({ data }) => submitSignupOnServer(data))
