// The browser every test and measurement uses: Debian's Chromium, never a downloaded one, with
// the flags that keep it from phoning home on a machine without internet.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** For Playwright, which adds its own headless flag. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/** For Lighthouse, which starts the browser itself. */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]
