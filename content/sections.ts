// The navbar's links to sections of `/`, by the section's id; phones show "Get updates" and the menu.
export const navbarLinks = [
  { label: 'The story', sectionId: 'timeline' },
  { label: 'Teams', sectionId: 'teams' },
  { label: 'Sponsors', sectionId: 'sponsors' },
] as const

export const navbarSignupLink = { label: 'Get updates', sectionId: 'signup' } as const

// The archive of every edition: a link in the navbar beside the section links, and in the footer.
export const archiveLink = { label: 'Editions', href: '/editions' } as const

// The privacy notice: linked under every sign-up form and from every footer (WCAG 2.4.5).
export const privacyLink = { label: 'Privacy', href: '/privacy' } as const

// The navbar's menu on a phone: the section links, each edition's page and the archive, then "Get updates".
export const navbarMenu = {
  label: 'Menu',
  sectionsHeading: 'On the home page',
  editionsHeading: 'Editions',
  allEditions: 'All editions',
} as const
