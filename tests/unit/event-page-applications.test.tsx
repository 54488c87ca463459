// @vitest-environment jsdom
// The applications part of an event's page in each state of its window, as the server renders it:
// the words, the form while open on a store that takes applications, the way to the updates list
// otherwise, and the edition's page once the event is held.
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { applicationFormCopy } from '@content/applicationForm.ts'
import { eventPageCopy } from '@content/eventPage.ts'
import { fillIn } from '@content/teamPage.ts'
import { ApplicationsState } from '~/sections/event-page/ApplicationsState'

const dates = {
  eventId: 'berlin-2027',
  takesApplications: true,
  seats: 80,
  opens: '3 May 2027 at 10:00 CEST',
  closes: '31 July 2027 at 23:59 CEST',
}

function rendered(props: Parameters<typeof ApplicationsState>[0]) {
  const root = document.createElement('div')
  root.innerHTML = renderToString(<ApplicationsState {...props} />)
  const links = [...root.querySelectorAll('a')].map((a) => ({
    text: a.textContent,
    href: a.getAttribute('href'),
  }))
  const paragraphs = [...root.querySelectorAll('p')].map((p) => p.textContent)
  return { text: paragraphs[0], links, paragraphs, form: root.querySelector('form') }
}

const updates = { text: eventPageCopy.updatesLink, href: '/#signup' }

describe('the applications part of an event’s page', () => {
  it('says when applications open, the seats and the closing date, and offers the updates list before they open', () => {
    expect(rendered({ state: 'not_yet_open', ...dates })).toMatchObject({
      text: `Applications open on ${dates.opens}. There are 80 seats, and applications close on ${dates.closes}.`,
      links: [updates],
      form: null,
    })
  })

  it('says the seats and the closing date while open, shows the form, and sends nobody away', () => {
    const page = rendered({ state: 'open', ...dates })
    expect(page.text).toBe(`Applications are open: 80 seats, until ${dates.closes}.`)
    expect(page.form).not.toBeNull()
    expect(page.links).toEqual([{ text: applicationFormCopy.consentLink, href: '/privacy' }])
  })

  it('says every seat is taken and keeps the form, for the waitlist, once the seats are full', () => {
    const page = rendered({ state: 'open', ...dates, isFull: true })
    expect(page.paragraphs).toContain(fillIn(eventPageCopy.full, { seats: '80' }))
    expect(page.form).not.toBeNull()
    expect(rendered({ state: 'open', ...dates }).paragraphs).not.toContain(
      fillIn(eventPageCopy.full, { seats: '80' }),
    )
  })

  it('says plainly that this server takes no applications, and offers the updates list, when its store does not', () => {
    const page = rendered({ state: 'open', ...dates, takesApplications: false })
    expect(page.form).toBeNull()
    expect(page.paragraphs).toContain(applicationFormCopy.notTakenHere)
    expect(page.links).toEqual([updates])
  })

  it('says applications are closed and offers the updates list', () => {
    expect(rendered({ state: 'closed', ...dates })).toMatchObject({
      text: eventPageCopy.state.closed,
      links: [updates],
      form: null,
    })
  })

  it('says the event took place, links its edition’s page when there is one, and offers the updates list', () => {
    const edition = { href: '/editions/berlin-2027', name: 'Berlin 2027' }
    expect(rendered({ state: 'past', ...dates, edition })).toMatchObject({
      text: eventPageCopy.state.past,
      links: [{ text: 'See what was built at Berlin 2027', href: edition.href }, updates],
    })
    expect(rendered({ state: 'past', ...dates }).links).toEqual([updates])
  })
})
