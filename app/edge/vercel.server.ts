// Server entry of the Vercel build (`npm run build:vercel`): a Vercel Function built by Nitro.
// Vercel sets X-Real-IP to the client's address and overwrites any copy a visitor sends.
import { createEdgeEntry } from './createEdgeEntry.server'

export default createEdgeEntry({ clientIpHeader: 'x-real-ip' })
