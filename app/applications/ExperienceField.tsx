import { useId } from 'react'
import { applicationFormCopy as copy } from '@content/applicationForm.ts'
import { Radio, RadioGroup } from '~/ui/RadioGroup'
import { EXPERIENCE_LEVELS, type Experience } from './schema'
import * as styles from './applicationForm.css'
import { error as errorStyle, label as labelStyle } from '~/ui/textField.css'

/** How much the builder has built with AI tools: one radio per level, its error beside the group. */
export function ExperienceField({
  error,
  defaultValue,
  onChange,
}: {
  error: string | undefined
  defaultValue?: Experience
  onChange?: () => void
}) {
  const labelId = useId()
  const errorId = useId()
  return (
    <div className={styles.group}>
      <span id={labelId} className={labelStyle}>
        {copy.experience}
      </span>
      <RadioGroup
        name="experience"
        aria-labelledby={labelId}
        aria-describedby={errorId}
        isRequired
        isInvalid={error !== undefined}
        validationBehavior="aria"
        orientation="horizontal"
        defaultValue={defaultValue}
        onChange={onChange}
        className={styles.choices}
      >
        {EXPERIENCE_LEVELS.map((level) => (
          <Radio key={level} value={level} appearance="pill">
            {copy.experienceLevels[level]}
          </Radio>
        ))}
      </RadioGroup>
      <span id={errorId} className={errorStyle} hidden={error === undefined}>
        {error}
      </span>
    </div>
  )
}
