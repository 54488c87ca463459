// The page any unknown address shows, a team page for a team that does not exist included.
// `title` is the browser tab's title, before the site's name.
export const notFoundCopy = {
  title: 'Page not found',
  heading: 'Oops! Page not found',
  homeLink: 'Return to Home',
} as const
