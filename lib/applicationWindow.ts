// Where an announced buildathon stands with its applications at a given moment: the event page
// says it in words and the data layer refuses an application outside the window.
import type { UpcomingEvent } from '../content/schema.ts'
import { zonedTimeToUtc } from './zonedTime.ts'

export const APPLICATION_WINDOW_STATES = ['none', 'not_yet_open', 'open', 'closed', 'past'] as const
export type ApplicationWindowState = (typeof APPLICATION_WINDOW_STATES)[number]

type WindowEvent = Pick<UpcomingEvent, 'end' | 'timeZone' | 'applications'>

/**
 * `past` once the event has ended, whether or not it took applications; otherwise `none` without an
 * `applications` block, and `not_yet_open` before `opens`, `open` from `opens` until `closes`,
 * `closed` from `closes` on. Each time is a wall clock in the event's zone.
 */
export function applicationWindow(event: WindowEvent, now: Date): ApplicationWindowState {
  const at = now.getTime()
  if (at >= zonedTimeToUtc(event.end, event.timeZone).getTime()) return 'past'
  const { applications } = event
  if (applications === undefined) return 'none'
  if (at < zonedTimeToUtc(applications.opens, event.timeZone).getTime()) return 'not_yet_open'
  if (at < zonedTimeToUtc(applications.closes, event.timeZone).getTime()) return 'open'
  return 'closed'
}
