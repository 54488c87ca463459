import { describe, expect, it } from 'vitest'
import { upcomingEvents } from '@content/upcoming.ts'
import { eventSeats } from '../../cli/application-events.ts'

const declaring = upcomingEvents.filter((event) => event.applications)

describe("the applications CLI's seats for an event", () => {
  it('finds an event in the content that declares applications', () => {
    expect(declaring.length).toBeGreaterThan(0)
  })

  it.each(declaring)("takes $id's seats from its applications block, whatever the flags say", (event) => {
    const { seats, overbook, confirmDays } = event.applications!
    expect(eventSeats(event.id, { seats: '2', overbook: '9' })).toEqual({
      seats,
      overbook: overbook ?? 0,
      confirmDays,
    })
  })

  it('takes the flags for an event the content does not declare, and names what is missing', () => {
    expect(eventSeats('rehearsal-2027', { seats: '2' })).toEqual({ seats: 2, overbook: 0, confirmDays: 5 })
    expect(eventSeats('rehearsal-2027', {})).toEqual({
      problem: 'rehearsal-2027 declares no seats in content/upcoming.ts: give --seats (and --overbook)',
    })
  })
})
