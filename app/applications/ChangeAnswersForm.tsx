import { applicationFormCopy as formCopy } from '@content/applicationForm.ts'
import { applyManageCopy as copy } from '@content/applyManage.ts'
import { Button } from '~/ui/Button'
import { Checkbox } from '~/ui/Checkbox'
import { TextAreaField } from '~/ui/TextAreaField'
import { TextField } from '~/ui/TextField'
import * as mailStyles from '~/sections/mail-pages/mailPages.css'
import { CHANGE_FORM_ID, type BuilderApplicationView } from './manageState'
import type { ApplicationFieldCode } from './outcome'
import {
  applicationFieldMessages,
  FESTIVAL_MAX_LENGTH,
  fieldErrorsOf,
  IDEA_MAX_LENGTH,
  NAME_MAX_LENGTH,
} from './schema'
import { ExperienceField } from './ExperienceField'
import * as styles from './applicationForm.css'

/**
 * A pending application's answers, to send others: a plain POST to the builder's page, checked
 * there by the form's own rules, each refused field's message beside it (the stored answers shown).
 */
export function ChangeAnswersForm({
  action,
  application,
  invalid,
}: {
  action: string
  application: BuilderApplicationView
  invalid: readonly ApplicationFieldCode[]
}) {
  const errors = fieldErrorsOf(invalid)
  const message = (field: keyof typeof errors) => {
    const code = errors[field]
    return code && applicationFieldMessages[code]
  }
  return (
    <section
      id={CHANGE_FORM_ID}
      tabIndex={-1}
      aria-labelledby="application-change-heading"
      className={mailStyles.part}
    >
      <h2 id="application-change-heading" className={mailStyles.partHeading}>
        {copy.changeHeading}
      </h2>
      <p>{copy.changeLede}</p>
      <form method="post" action={action} className={styles.form} noValidate>
        <input type="hidden" name="action" value="change" />
        <TextField
          label={formCopy.name}
          name="name"
          autoComplete="name"
          isRequired
          maxLength={NAME_MAX_LENGTH}
          defaultValue={application.name}
          errorMessage={message('name')}
        />
        <TextAreaField
          label={formCopy.idea}
          name="idea"
          isRequired
          maxLength={IDEA_MAX_LENGTH}
          defaultValue={application.idea}
          errorMessage={message('idea')}
        />
        <ExperienceField error={message('experience')} defaultValue={application.experience} />
        <TextField
          label={formCopy.dreamFestival}
          name="dreamFestival"
          maxLength={FESTIVAL_MAX_LENGTH}
          defaultValue={application.dreamFestival ?? ''}
          errorMessage={message('dreamFestival')}
        />
        <Checkbox name="matchTeam" defaultSelected={application.matchTeam}>
          {formCopy.matchTeam}
        </Checkbox>
        <Button type="submit" className={styles.submit}>
          {copy.changeButton}
        </Button>
      </form>
    </section>
  )
}
