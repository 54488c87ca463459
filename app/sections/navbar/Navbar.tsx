import { useLocation } from '@tanstack/react-router'
import { archiveLink, navbarLinks, navbarMenu, navbarSignupLink } from '@content/sections.ts'
import { site } from '@content/site.ts'
import { SiteHeader } from '~/ui/SiteHeader'
import { LinkMenu, type MenuLink } from '~/ui/LinkMenu'
import * as buttonStyles from '~/ui/button.css'
import * as styles from './navbar.css'
import { brandImage } from '~/lib/brandImages'

/** The header of every page: on `/` its links jump within the page, elsewhere they lead to `/`'s sections. */
export function Navbar({ editionLinks }: { editionLinks: readonly MenuLink[] }) {
  const home = useLocation().pathname === '/' ? '' : '/'
  const sectionLinks = navbarLinks.map(({ label, sectionId }) => ({ label, href: `${home}#${sectionId}` }))
  const signupHref = `${home}#${navbarSignupLink.sectionId}`
  return (
    <SiteHeader
      siteName={site.name}
      logo={brandImage(site.images.navbar.src)}
      homeLabel="home"
      className={styles.root}
    >
      <div className={styles.end}>
        <ul className={styles.links}>
          {sectionLinks.map(({ label, href }) => (
            <li key={href} className={styles.linkItem}>
              <a className={styles.link} href={href}>
                {label}
              </a>
            </li>
          ))}
          <li className={styles.linkItem}>
            <a className={styles.link} href={archiveLink.href}>
              {archiveLink.label}
            </a>
          </li>
          <li>
            <a
              href={signupHref}
              className={[buttonStyles.root, buttonStyles.variant.primary, buttonStyles.size.sm].join(' ')}
            >
              {navbarSignupLink.label}
            </a>
          </li>
        </ul>
        {/* Outside the list, so a phone's list keeps no item the desktop links left empty. */}
        <LinkMenu
          label={navbarMenu.label}
          className={styles.menuButton}
          entries={[
            { heading: navbarMenu.sectionsHeading, links: sectionLinks },
            {
              heading: navbarMenu.editionsHeading,
              links: [...editionLinks, { label: navbarMenu.allEditions, href: archiveLink.href }],
            },
            { label: navbarSignupLink.label, href: signupHref },
          ]}
        />
      </div>
    </SiteHeader>
  )
}
