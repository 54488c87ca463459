// The door pass as a QR code: the same code `npm run applications -- checkin` takes (lib/doorPass.ts),
// drawn server-side as one SVG path, so the page needs no script and the scanner reads the text.
import { create } from 'qrcode/lib/core/qrcode.js'
import { doorPassCode } from '../../lib/doorPass.ts'
import type { DoorPassView } from './manageState.ts'

// The quiet zone the QR standard asks around the symbol, in modules.
const QUIET_ZONE = 4

/** The modules of `text`'s QR code as one path of unit squares, in a box `size` modules wide. */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' })
  let path = ''
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path }
}

export async function doorPassView(applicationId: string, secret: string): Promise<DoorPassView> {
  const code = await doorPassCode(applicationId, secret)
  return { code, qr: qrPath(code) }
}
