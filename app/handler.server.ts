// The app's request handler, put together once for the Node entry (app/server.ts) and the edge
// entries (app/edge/): app/http answers every request and is handed the sign-up's parts here,
// so app/http and app/signup never import each other.
import { createRequestHandler } from './http/handleRequest.server'
import { submitSignup } from './signup/signup.functions'
import { getMailPageState } from './mail/mailPages.functions'
import { getStore } from './signup/store.server'

export const handleRequest = createRequestHandler({
  serverFunctions: [submitSignup, getMailPageState],
  isReady: () => getStore().isWritable(),
})
