// Two lines of the sign-up form: the festival's label, which the manage page repeats, and the line
// that a confirmation mail is on its way. Apart from mail.ts, so a page with the form does not
// load every mail's words with it.

/** The sign-up form's label for the festival (spec §5), which the manage page uses too. */
export const festivalFieldLabel = 'Suggest a Festival (optional)'

/** Added to the spec's success toast, and read by anything else that confirms a sign-up. */
export const confirmationOnItsWay = 'A mail to confirm your address is on its way.'
