// A section hydrates when it comes near; a press on its server-rendered controls before then did
// nothing, and React drops a discrete event on a boundary it cannot hydrate at once. An inline
// script holds such presses from the first byte, and the page replays each once its section is in.

/** The window event and property the inline script and the page share. */
export const EARLY_INPUT_KEY = '__ccEarlyInput'
/** The sections that hydrate apart, by the id app/routes/index.tsx marks each with once hydrated. */
export const SECTIONS_HYDRATED_APART = [
  'timeline',
  'projects',
  'highlights',
  'numbers',
  'teams',
  'sponsors',
  'join',
]
/** A held sign-up still not sent by its page's code after this long is posted as a plain form. */
export const PLAIN_POST_AFTER_MS = 10_000

export interface HeldInput {
  /** The id of the section, which is also its name in `<html data-hydrated>` (hydrationMarks.ts). */
  part: string
  /** Child indexes from the section to the control: hydration may replace the node itself. */
  path: number[]
  type: 'click' | 'submit'
}

/** Runs inline in the page's head, before any module: self-contained, since it is sent as text. */
export function holdEarlyInput(key: string, parts: readonly string[], plainPostAfterMs: number) {
  const held: HeldInput[] = ((window as unknown as Record<string, HeldInput[]>)[key] = [])
  const isHydrated = (part: string) =>
    (document.documentElement.dataset.hydrated ?? '').split(' ').includes(part)
  const hold = (event: Event) => {
    const target = event.target
    if (!(target instanceof Element)) return
    const section = target.closest('section[id]')
    const control = event.type === 'submit' ? target : target.closest('button, [role="button"], [role="tab"]')
    if (!section || !control || !section.contains(control)) return
    if (!parts.includes(section.id) || isHydrated(section.id)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    const path: number[] = []
    for (let node: Element = control; node !== section; node = node.parentElement!)
      path.unshift([...node.parentElement!.children].indexOf(node))
    const input: HeldInput = { part: section.id, path, type: event.type as HeldInput['type'] }
    held.push(input)
    window.dispatchEvent(new Event(key))
    // Without its code (a failed script), a sign-up is still sent, as the form would without JavaScript.
    const form = control.closest('form')
    if (form)
      setTimeout(() => {
        if (held.includes(input) && !isHydrated(section.id)) {
          held.splice(held.indexOf(input), 1)
          form.submit()
        }
      }, plainPostAfterMs)
  }
  document.addEventListener('click', hold, true)
  document.addEventListener('submit', hold, true)
}

export const earlyInputScript = `(${holdEarlyInput.toString()})(${JSON.stringify(EARLY_INPUT_KEY)},${JSON.stringify(SECTIONS_HYDRATED_APART)},${PLAIN_POST_AFTER_MS})`

const openers = new WeakMap<Element, () => void>()

/** The hydration strategy hands over each section's marker and the call that hydrates it at once. */
export function openOnEarlyInput(marker: Element, open: () => void) {
  openers.set(marker, open)
}

const hasHydrated = (part: string) =>
  (document.documentElement.dataset.hydrated ?? '').split(' ').includes(part)

function follow({ part, path }: HeldInput): Element | null {
  let node: Element | null = document.getElementById(part)
  for (const index of path) node = node?.children[index] ?? null
  return node
}

function replay(input: HeldInput) {
  const control = follow(input)
  if (input.type === 'submit' && control instanceof HTMLFormElement) control.requestSubmit()
  else if (control instanceof HTMLElement) control.click()
}

/** Hydrates the section a held press came from, then gives the press to its hydrated control. */
function replayOnceHydrated(input: HeldInput) {
  if (hasHydrated(input.part)) return replay(input)
  const root = document.documentElement
  const observer = new MutationObserver(() => {
    if (!hasHydrated(input.part)) return
    observer.disconnect()
    // A frame later, as TanStack Start replays its own: react-aria wires some controls in effects.
    requestAnimationFrame(() => replay(input))
  })
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] })
  const marker = document.getElementById(input.part)?.parentElement
  if (marker) openers.get(marker)?.()
}

/** Takes over the presses the inline script held, and those it holds from now on. */
export function replayEarlyInput(): () => void {
  const held = (window as unknown as Record<string, HeldInput[] | undefined>)[EARLY_INPUT_KEY]
  if (!held) return () => {}
  const drain = () => held.splice(0).forEach(replayOnceHydrated)
  window.addEventListener(EARLY_INPUT_KEY, drain)
  drain()
  return () => window.removeEventListener(EARLY_INPUT_KEY, drain)
}
