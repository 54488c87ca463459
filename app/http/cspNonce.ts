import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { CSP_NONCE_HEADER } from './securityHeaders'

/** The nonce the server entry chose for this response; the router stamps it on its inline scripts. */
export const getCspNonce = createIsomorphicFn()
  .server(() => getRequest().headers.get(CSP_NONCE_HEADER) ?? undefined)
  .client(() => undefined)
