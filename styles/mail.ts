// The mails' palette (app/mail/templates.ts): the site's night-violet stage and its sunset accent,
// written inline, since mail programs ignore stylesheets. Text on each pair passes WCAG AA.
export const mailColours = {
  page: '#0b0820',
  card: '#151033',
  text: '#f6f2ff',
  muted: '#c3bbe3',
  accent: '#ff9447',
  onAccent: '#120c2c',
  link: '#a78bfa',
} as const
