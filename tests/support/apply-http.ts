// The application as the no-JavaScript form posts it to a built server: to the server function
// named in the event page's form, with the Origin a browser sends on a POST.
import { upcomingEvents } from '@content/upcoming'
import { applicationWindow } from '../../lib/applicationWindow'

/** The event whose applications are open today, as the page shows it. */
export const openEvent = upcomingEvents.find((event) => applicationWindow(event, new Date()) === 'open')
export const EVENT_PATH = `/events/${openEvent?.id}`

/** The form's action on the event's page: the server function's path. */
async function formAction(origin: string): Promise<string> {
  const html = await (await fetch(`${origin}${EVENT_PATH}`)).text()
  const action = /<form[^>]*action="(\/_serverFn\/[^"]+)"/.exec(html)?.[1]
  if (!action) throw new Error('The event page has no form posting to a server function.')
  return action.replaceAll('&amp;', '&')
}

/** Posts the form's fields for the open event; the answer's status and where it sends the browser. */
export async function postApplication(origin: string, fields: Record<string, string>) {
  const body = new FormData()
  body.set('eventId', openEvent?.id ?? '')
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  const response = await fetch(`${origin}${await formAction(origin)}`, {
    method: 'POST',
    headers: { origin },
    body,
    redirect: 'manual',
  })
  return { status: response.status, location: response.headers.get('location') }
}
