// The page an application's confirmation link opens (/apply/confirm); a refused link points back
// to the event's page. Apart from content/mail.ts: the titles ride in every page's first script.
export const applyConfirmCopy = {
  title: 'Confirm your application',
  lede: 'One click confirms this address, and the organiser then sees your application.',
  button: 'Confirm my application',
  doneTitle: 'Application confirmed',
  done: 'Your address is confirmed and your application is with the organiser. We will write when there is a decision.',
  invalidTitle: 'This application link does not work',
  invalid:
    'The link is incomplete, was changed on its way, or has expired. Apply again on the event’s page for a new one.',
  unavailableTitle: 'Not available just now',
  unavailable: 'We could not reach our applications. Please try again in a little while.',
  backToEvents: 'See the coming buildathons',
} as const
