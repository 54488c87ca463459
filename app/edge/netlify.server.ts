// Server entry of the Netlify build (`npm run build:netlify`): a Netlify Function built by Nitro.
// Netlify sets X-NF-Client-Connection-IP to the client's address.
import { createEdgeEntry } from './createEdgeEntry.server'

export default createEdgeEntry({ clientIpHeader: 'x-nf-client-connection-ip' })
