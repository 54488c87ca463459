// qrcode's encoder alone: its index also loads the PNG and terminal renderers (zlib, streams), which
// the door pass never draws and an edge build would have to carry.
declare module 'qrcode/lib/core/qrcode.js' {
  import type { QRCode, QRCodeOptions } from 'qrcode'
  export function create(text: string, options?: QRCodeOptions): QRCode
}
