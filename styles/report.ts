// The printed sign-up report's palette (cli/html-report.ts): dark ink on white paper,
// the bars in the site's deep violet, which keeps its contrast on paper and in greyscale.
export const reportColours = {
  ink: '#1a1433',
  muted: '#5b5478',
  rule: '#d9d4ea',
  paper: '#ffffff',
  bar: '#6d3df2',
} as const
