import { useRef } from 'react'
import { applicationFormCopy as copy } from '@content/applicationForm.ts'
import { Button } from '~/ui/Button'
import { Checkbox } from '~/ui/Checkbox'
import { TextAreaField } from '~/ui/TextAreaField'
import { TextField } from '~/ui/TextField'
import { submitApplication } from './apply.functions'
import { APPLY_HEADING_ID, APPLY_SECTION_ID, type ApplicationResult } from './outcome'
import { ExperienceField } from './ExperienceField'
import { EMAIL_MAX_LENGTH, FESTIVAL_MAX_LENGTH, IDEA_MAX_LENGTH, NAME_MAX_LENGTH } from './schema'
import { useApplicationForm } from './useApplicationForm'
import * as styles from './applicationForm.css'

/**
 * Works without JavaScript as a plain POST to the server function, answered with a 303 back to this
 * page; once hydrated it checks with the server's own rules and shows each answer in place.
 */
export function ApplicationForm({ eventId, posted }: { eventId: string; posted?: ApplicationResult }) {
  const formRef = useRef<HTMLFormElement>(null)
  const messageRef = useRef<HTMLParagraphElement>(null)
  const form = useApplicationForm({ eventId, posted, formRef, messageRef })
  return (
    <form
      ref={formRef}
      className={styles.form}
      action={submitApplication.url}
      method="post"
      encType="multipart/form-data"
      noValidate
      aria-labelledby={APPLY_HEADING_ID}
      onSubmit={form.handleSubmit}
    >
      <p>{copy.intro}</p>
      {form.message && (
        // Focusable, and the target of `#apply` after a posted answer, so the page lands on it.
        <p
          ref={messageRef}
          id={APPLY_SECTION_ID}
          tabIndex={-1}
          role="status"
          className={styles.message}
          data-success={form.isSuccess || undefined}
        >
          {form.message}
        </p>
      )}
      <input type="hidden" name="eventId" value={eventId} />
      <TextField
        label={copy.name}
        name="name"
        autoComplete="name"
        isRequired
        maxLength={NAME_MAX_LENGTH}
        onChange={() => form.clearError('name')}
        errorMessage={form.errorOf('name')}
      />
      <TextField
        label={copy.email}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        isRequired
        maxLength={EMAIL_MAX_LENGTH}
        onChange={() => form.clearError('email')}
        errorMessage={form.errorOf('email')}
      />
      <TextAreaField
        label={copy.idea}
        name="idea"
        isRequired
        maxLength={IDEA_MAX_LENGTH}
        onChange={() => form.clearError('idea')}
        errorMessage={form.errorOf('idea')}
      />
      <ExperienceField error={form.errorOf('experience')} onChange={() => form.clearError('experience')} />
      <TextField
        label={copy.dreamFestival}
        name="dreamFestival"
        maxLength={FESTIVAL_MAX_LENGTH}
        onChange={() => form.clearError('dreamFestival')}
        errorMessage={form.errorOf('dreamFestival')}
      />
      <Checkbox name="matchTeam">{copy.matchTeam}</Checkbox>
      <Checkbox name="consent" errorMessage={form.errorOf('consent')}>
        <span>
          {copy.consentBefore}
          <a href="/privacy" className={styles.inlineLink}>
            {copy.consentLink}
          </a>
          {copy.consentAfter}
        </span>
      </Checkbox>
      <Button type="submit" isPending={form.isSubmitting} className={styles.submit}>
        {form.isSubmitting ? copy.submitting : copy.submit}
      </Button>
    </form>
  )
}
