// Calls a built Vercel or Netlify function the way its platform does (a web Request in, a
// Response out), in a process of its own, and prints what it answered as one JSON line.
//   node call-built-function.mjs <vercel|netlify> <path to the function's entry> <email>
import { pathToFileURL } from 'node:url'
import { signupPathIn } from '../../tools/lib/signup-wire.ts'

const [platform, entry, email] = process.argv.slice(2)
const { default: exported } = await import(pathToFileURL(entry).href)
const handle =
  platform === 'vercel' ? (request) => exported.fetch(request, {}) : (request) => exported(request, {})

const origin = 'https://culture-coded.example'
const page = await handle(new Request(`${origin}/`))
const html = await page.text()
const readiness = await handle(new Request(`${origin}/readyz`))
const action = signupPathIn(html)
const form = new FormData()
form.set('email', email)
const signup = action
  ? await handle(
      new Request(`${origin}${action}`, {
        method: 'POST',
        headers: { origin, 'sec-fetch-site': 'same-origin' },
        body: form,
        redirect: 'manual',
      }),
    )
  : null

console.log(
  JSON.stringify({
    page: {
      status: page.status,
      title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
      sections: html.match(/<section\b/g)?.length ?? 0,
    },
    csp: page.headers.get('content-security-policy') !== null,
    readyz: readiness.status,
    signup: signup && { status: signup.status, location: signup.headers.get('location') },
  }),
)
