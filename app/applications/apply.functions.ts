// The event page's application (issue 72): the validator reads whatever arrives into a typed check
// (submission.ts), and everything server-side lives in apply.server.ts.
import { createServerFn, createServerOnlyFn } from '@tanstack/react-start'
import { applicationSubmissionSchema } from './submission.ts'
import { submitApplicationOnServer, takenApplications } from './apply.server.ts'
import { getApplications } from '../signup/store.server.ts'

export const submitApplication = createServerFn({ method: 'POST' })
  .validator(applicationSubmissionSchema)
  .handler(({ data }) => submitApplicationOnServer(data))

/** Whether this server takes applications: a store that keeps them and a mail to confirm them. */
export const storeTakesApplications = createServerOnlyFn(() => takenApplications() !== null)

/**
 * Whether the event's seats and overbooking allowance are all held, so an application now can only
 * join the waitlist. Unknown (no store, or it failed) is not full: the page still takes applications.
 */
export const seatsAllTaken = createServerOnlyFn(async (eventId: string, capacity: number) => {
  const applications = getApplications()
  if (!applications) return false
  try {
    return (await applications.seatsTaken(eventId)) >= capacity
  } catch (error) {
    console.error(`[apply] could not count the seats taken: ${String(error)}`)
    return false
  }
})
