// The browser every measurement uses: Debian's Chromium, never a downloaded one, with the flags
// that keep it from phoning home on a machine without internet (as playwright.config.ts).
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
