import type { PrivacyNotice } from './schema.ts'
import { site } from './site.ts'

/**
 * The notice's version, recorded with each sign-up as the notice the visitor agreed to: change it
 * (to the date of the change) whenever the notice says something new. The text is a sample.
 */
export const PRIVACY_NOTICE_VERSION = '2026-12-07'

export const privacyNotice: PrivacyNotice = {
  version: PRIVACY_NOTICE_VERSION,
  signupNote: {
    text: 'We use your address only to tell you about the next buildathons, and erase it whenever you ask.',
    linkText: 'Read the privacy notice',
  },
  title: 'Privacy notice',
  description:
    'What Culture Coded keeps when you sign up for news, why, for how long, and how to have it erased.',
  backLinkText: `Back to ${site.name}`,
  updatedLabel: 'Last updated',
  intro: `${site.name} is run by ${site.organiser.name}. This notice says what we keep when you sign up for news of the next buildathon, why, for how long, and how to have it erased.`,
  parts: {
    collected: {
      heading: 'What we collect',
      paragraphs: [
        'Your email address, and the festival you suggest if you write one in (it is optional). We also note when you signed up and which version of this notice the form showed you.',
        'We collect nothing else: no tracking cookies, no analytics, no advertising tags. Your IP address is used briefly to limit automated sign-ups and is never kept with your address.',
      ],
    },
    purpose: {
      heading: 'Why we keep it',
      paragraphs: [
        'We write to you about the next Culture Coded buildathons, a few times a year at most. Festival suggestions help us choose where to go next.',
        'We never sell your address or share it with sponsors or partners.',
      ],
    },
    retention: {
      heading: 'How long we keep it',
      paragraphs: [
        'Until you ask us to erase it, or for two years after the last buildathon we wrote to you about, whichever comes first.',
      ],
    },
    applications: {
      heading: 'When you apply to build',
      paragraphs: [
        'An application keeps your name, email address, what you would like to build, how much you have built with AI tools, the festival you dream of and whether you want a team, with each change of its status and when it happened.',
        'We use it to choose who builds at that buildathon and to write to you about your seat. The organiser sees it only once you confirm your address from our mail.',
        'We keep it until 12 months after the event, then erase it.',
      ],
    },
    erasure: {
      heading: 'Erasure and your other rights',
      paragraphs: [
        'Write to the address below from the email address you signed up with and we will erase it, usually within a week, and confirm when it is done. You can also ask us what we hold about you, or to correct it.',
      ],
    },
  },
  contactEmail: 'privacy@culturecoded.example.com',
}
