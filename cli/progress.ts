// Progress for long reads, on stderr and only when stderr is a terminal: redirected or piped,
// the tool prints nothing extra, so logs and scripts see only the summary.
const PROGRESS_AFTER_ROWS = 10_000

export type ProgressStream = { isTTY?: boolean; write(text: string): unknown }

export type Progress = { update(rowsRead: number): void; done(): void }

const number = new Intl.NumberFormat('en')

export function progress(
  stream: ProgressStream,
  { verb = 'Read', after = PROGRESS_AFTER_ROWS }: { verb?: string; after?: number } = {},
): Progress {
  let shown = ''
  return {
    update(rowsRead) {
      if (!stream.isTTY || rowsRead <= after) return
      const line = `${verb} ${number.format(rowsRead)} sign-ups...`
      stream.write(`\r${line.padEnd(shown.length)}`)
      shown = line
    },
    done() {
      if (shown) stream.write(`\r${' '.repeat(shown.length)}\r`)
      shown = ''
    },
  }
}
