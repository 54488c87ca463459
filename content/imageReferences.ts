import { editions } from './editions.ts'
import { TEAM_IMAGE_PLACEHOLDER, type Edition } from './schema.ts'
import { site } from './site.ts'
import { describeEntry } from './validate.ts'

/** One place in the content that points at a file under content/images/. */
export interface ImageReference {
  /** The content file, e.g. `content/editions/san-francisco-2025/teams.ts`. */
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
  return [...editions.flatMap(editionImageReferences), ...siteImageReferences()]
}

function editionImageReferences(edition: Edition): ImageReference[] {
  const references: ImageReference[] = []
  const file = (name: string) => `content/editions/${edition.slug}/${name}.ts`
  references.push({
    file: file('edition'),
    entry: 'edition',
    field: '.picture.src',
    src: edition.picture.src,
  })
  edition.timelineSteps.forEach((step, index) => {
    const entry = entryLabel('timeline', index, step)
    references.push({ file: file('timeline'), entry, field: '.heroImage.src', src: step.heroImage.src })
    step.galleryImages.forEach((image, imageIndex) =>
      references.push({
        file: file('timeline'),
        entry,
        field: `.galleryImages[${imageIndex}].src`,
        src: image.src,
      }),
    )
  })
  edition.featuredProjects.forEach((project, index) =>
    references.push({
      file: file('projects'),
      entry: entryLabel('projects', index, project),
      field: '.image.src',
      src: project.image.src,
    }),
  )
  edition.galleryItems.forEach((item, index) =>
    references.push({
      file: file('gallery'),
      entry: entryLabel('gallery', index, item),
      field: '.src',
      src: item.src,
    }),
  )
  edition.teams.forEach((team, index) => {
    const entry = entryLabel('teams', index, team)
    if (team.image !== TEAM_IMAGE_PLACEHOLDER)
      references.push({ file: file('teams'), entry, field: '.image', src: team.image })
    team.pictures?.forEach((picture, pictureIndex) =>
      references.push({
        file: file('teams'),
        entry,
        field: `.pictures[${pictureIndex}].src`,
        src: picture.src,
      }),
    )
    team.members?.forEach((member, memberIndex) => {
      if (member.picture)
        references.push({
          file: file('teams'),
          entry,
          field: `.members[${memberIndex}].picture.src`,
          src: member.picture.src,
        })
    })
  })
  edition.sponsors.forEach((sponsor, index) =>
    references.push({
      file: file('sponsors'),
      entry: entryLabel('sponsors', index, sponsor),
      field: '.logo',
      src: sponsor.logo,
    }),
  )
  return references
}

function siteImageReferences(): ImageReference[] {
  return Object.entries(site.images).map(([key, image]) => ({
    file: 'content/site.ts',
    entry: 'site',
    field: `.images.${key}.src`,
    src: image.src,
  }))
}
