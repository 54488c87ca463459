// The words of the mails the site sends and of the pages their links open: visitor-facing copy.
import { privacyNotice } from './privacy.ts'
import { site } from './site.ts'
import { festivalFieldLabel } from './signupForm.ts'

// Named again in the message that says the erase needs its box ticked.
const ERASE_BUTTON = 'Erase everything'

export const mailCopy = {
  confirmation: {
    subject: `Confirm your sign-up for ${site.name}`,
    heading: 'Please confirm your address',
    why: `Someone, hopefully you, signed up for news of the next ${site.name} buildathons with this address on ${site.siteUrl.replace(/^https:\/\//, '')}. We will write only once you confirm.`,
    action: 'Confirm my address',
    ignore: 'If it was not you, ignore this mail: without a confirmation we never write again.',
  },
  application: {
    subject: `Confirm your application to ${site.name}`,
    heading: 'Please confirm your application',
    why: `Someone, hopefully you, applied with this address to build at a ${site.name} buildathon. The organiser sees the application only once you confirm.`,
    action: 'Confirm my application',
    ignore: 'If it was not you, ignore this mail: without a confirmation the application is never seen.',
  },
  // To an address whose application is confirmed, when the form is sent with it again.
  applicationLink: {
    subject: `Your application to ${site.name}`,
    heading: 'Your application stands',
    why: `Someone, hopefully you, sent the application form again with this address. Your application is kept as you confirmed it: its page shows where it stands, and lets you change your answers while they wait for a decision.`,
    action: 'See my application',
    ignore: 'If it was not you, ignore this mail: nothing changed.',
  },
  manage: {
    subject: `Your sign-up for ${site.name}`,
    heading: 'See or change your sign-up',
    why: `You asked to see what ${site.name} keeps about this address.`,
    action: 'Open my sign-up',
    ignore: 'If it was not you, ignore this mail: nothing changes unless the link is opened.',
  },
  footer: {
    sentBy: `Sent by ${site.organiser.name}, who runs ${site.name}.`,
    unsubscribe: 'Unsubscribe',
    manage: 'See, change or erase what we keep',
    manageApplication: 'See, withdraw or erase your application (once confirmed)',
    contact: `Questions: ${privacyNotice.contactEmail}`,
  },
} as const

export const mailPageCopy = {
  backLinkText: `Back to ${site.name}`,
  confirm: {
    title: 'Confirm your sign-up',
    lede: 'One click confirms that this address wants news of the next buildathons.',
    button: 'Confirm my address',
    done: 'Your address is confirmed. Thank you: we will write when the next buildathon is announced.',
    doneTitle: 'Sign-up confirmed',
  },
  unsubscribe: {
    title: 'Unsubscribe',
    lede: 'One click and we never write to this address again.',
    button: 'Unsubscribe',
    done: 'You are unsubscribed: we will not write to this address again.',
    doneTitle: 'Unsubscribed',
  },
  manage: {
    title: 'Your sign-up',
    // The page without a link, asking for one: a title of its own in the tab and the history.
    requestTitle: 'Get a link to your sign-up',
    requestLede:
      'Enter the address you signed up with and we will mail it a link to see, change or erase what we keep.',
    emailLabel: 'Your Email',
    requestButton: 'Send me the link',
    sent: 'If that address is on our list, a mail with a link is on its way. The link works for 7 days.',
    sentTitle: 'Check your mail',
    storedHeading: 'What we keep',
    fields: {
      email: 'Address',
      festival: 'Suggested festival',
      consentedAt: 'Signed up (consent given)',
      noticeVersion: 'Privacy notice shown',
      confirmedAt: 'Confirmed',
      withdrawnAt: 'Unsubscribed',
    },
    none: 'none',
    notYet: 'not yet',
    download: 'Download as JSON',
    festivalLabel: festivalFieldLabel,
    festivalButton: 'Save the festival',
    festivalSaved: 'Your suggested festival is saved.',
    withdrawHeading: 'Stop the mails',
    withdrawButton: 'Unsubscribe',
    withdrawn: 'You are unsubscribed: we will not write to this address again.',
    eraseHeading: 'Erase everything',
    eraseLede: 'Removes your address and everything kept with it. It cannot be undone.',
    eraseButton: ERASE_BUTTON,
    eraseConfirm: 'Yes, erase my address and everything kept with it',
    eraseUnconfirmed: `Nothing was erased: tick the box to confirm, then press ${ERASE_BUTTON} again.`,
    erased: 'Everything we kept about your address is erased.',
    erasedTitle: 'Erased',
    gone: 'We keep nothing about this address now.',
  },
  refused: {
    invalid: {
      title: 'This link does not work',
      lede: 'The link is incomplete or was changed on its way. Copy the whole link from the mail, or ask for a new one.',
    },
    expired: {
      title: 'This link has expired',
      lede: 'Links in our mails work for a limited time. Ask for a new one below.',
    },
    withdrawn: {
      title: 'This sign-up was withdrawn',
      lede: 'This address unsubscribed, so the link no longer confirms it. We will not write to it again.',
    },
    missing: {
      title: 'No sign-up for this link',
      lede: 'We keep nothing for the address this link was made for: it was erased, or never signed up.',
    },
    askAgain: 'Ask for a new link',
  },
  unavailable: {
    title: 'Not available just now',
    lede: 'We could not reach our list. Please try again in a little while.',
  },
} as const
