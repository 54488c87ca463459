// The words of the application form on an event's page (/events/<id>, issue 72). The field rules'
// own messages are in app/applications/schema.ts, beside the rules they explain.

export const applicationFormCopy = {
  heading: 'Apply to build',
  intro: 'One application per address. We mail you a link to confirm it; it counts once you follow it.',
  name: 'Your name',
  email: 'Your email',
  idea: 'What would you like to build? (up to 500 characters)',
  experience: 'How much have you built with AI tools before?',
  experienceLevels: { none: 'Not yet', a_little: 'A little', a_lot: 'A lot' },
  dreamFestival: 'A festival you dream of (optional)',
  matchTeam: 'Match me with a team',
  consentBefore: 'I agree to the ',
  consentLink: 'privacy notice',
  consentAfter: ', which says what is kept and for how long.',
  submit: 'Apply',
  submitting: 'Sending…',
  // Where this server takes no applications (no mail to confirm them: an edge build, Supabase without the secret or 0014): said plainly.
  notTakenHere:
    "Applications for this buildathon are taken on the organiser's server, not on this site. Sign up for news and we will tell you how to apply.",
  outcomes: {
    // The same words for a first and a second application: nothing says who applied before.
    ok: 'Thanks! Check your inbox: we have sent a link to confirm your address. Your application counts once you follow it.',
    invalid: 'Please fix the fields marked below.',
    closed: 'Applications for this buildathon are not open right now.',
    not_taken: "Applications for this buildathon are taken on the organiser's server, not on this site.",
    rate_limited:
      'You have sent several applications in a short time. Please wait a little while and try again.',
    unavailable: 'We could not take your application just now. Please try again in a few minutes.',
  },
  requestFailed: 'Your application did not reach us. Please check your connection and try again.',
} as const
