import { useCallback, useEffect, useRef, useState } from 'react'

export const COPIED_INDICATOR_MS = 2000

type Clipboard = Pick<globalThis.Clipboard, 'writeText'>

/** `isCopied` holds for COPIED_INDICATOR_MS after a copy; a failure is only logged (spec §8). */
export function useCopyToClipboard(getClipboard: () => Clipboard | undefined = () => navigator.clipboard) {
  const [isCopied, setIsCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = useCallback(
    async (text: string) => {
      const clipboard = getClipboard()
      if (!clipboard) {
        console.error('Could not copy to the clipboard: this browser offers no Clipboard API here')
        return
      }
      try {
        await clipboard.writeText(text)
      } catch (error) {
        console.error('Could not copy to the clipboard:', error)
        return
      }
      clearTimeout(timer.current)
      setIsCopied(true)
      timer.current = setTimeout(() => setIsCopied(false), COPIED_INDICATOR_MS)
    },
    [getClipboard],
  )
  return { isCopied, copy }
}
