// Server entry of the Cloudflare Workers build (`npm run build:cloudflare`, wrangler.jsonc).
// Cloudflare sets CF-Connecting-IP itself and overwrites any copy a visitor sends.
import { createEdgeEntry } from './createEdgeEntry.server'

export default createEdgeEntry({ clientIpHeader: 'cf-connecting-ip' })
