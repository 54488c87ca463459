import { featuredProjects } from './projects.ts'
import { galleryItems } from './gallery.ts'
import { TEAM_IMAGE_PLACEHOLDER } from './schema.ts'
import { site } from './site.ts'
import { sponsors } from './sponsors.ts'
import { teams } from './teams.ts'
import { timelineSteps } from './timeline.ts'
import { describeEntry } from './validate.ts'

/** One place in the content that points at a file under content/images/. */
export interface ImageReference {
  /** The content file, e.g. `content/teams.ts`. */
  file: string
  /** The entry as the validation messages name it, e.g. `teams[3] ("Faderhand")`. */
  entry: string
  /** The field inside the entry, e.g. `.image` or `.galleryImages[2].src`. */
  field: string
  /** The path relative to content/images/. */
  src: string
}

function entryLabel(collection: string, index: number, item: unknown): string {
  return `${collection}[${index}]${describeEntry(item)}`
}

/** Every image path the content uses, with where it is used, for the build check and the tests. */
export function imageReferences(): ImageReference[] {
  const references: ImageReference[] = []
  timelineSteps.forEach((step, index) => {
    const entry = entryLabel('timeline', index, step)
    references.push({ file: 'content/timeline.ts', entry, field: '.heroImage.src', src: step.heroImage.src })
    step.galleryImages.forEach((image, imageIndex) =>
      references.push({
        file: 'content/timeline.ts',
        entry,
        field: `.galleryImages[${imageIndex}].src`,
        src: image.src,
      }),
    )
  })
  featuredProjects.forEach((project, index) =>
    references.push({
      file: 'content/projects.ts',
      entry: entryLabel('projects', index, project),
      field: '.image.src',
      src: project.image.src,
    }),
  )
  galleryItems.forEach((item, index) =>
    references.push({
      file: 'content/gallery.ts',
      entry: entryLabel('gallery', index, item),
      field: '.src',
      src: item.src,
    }),
  )
  teams.forEach((team, index) => {
    if (team.image === TEAM_IMAGE_PLACEHOLDER) return
    references.push({
      file: 'content/teams.ts',
      entry: entryLabel('teams', index, team),
      field: '.image',
      src: team.image,
    })
  })
  sponsors.forEach((sponsor, index) =>
    references.push({
      file: 'content/sponsors.ts',
      entry: entryLabel('sponsors', index, sponsor),
      field: '.logo',
      src: sponsor.logo,
    }),
  )
  for (const [key, image] of Object.entries(site.images)) {
    references.push({ file: 'content/site.ts', entry: 'site', field: `.images.${key}.src`, src: image.src })
  }
  return references
}
