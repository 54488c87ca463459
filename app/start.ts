// Request middleware for every server-function call (today: the sign-up). Page requests pass
// straight through: CSRF checks on them would block ordinary navigation.
import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { SERVER_FN_BODY_LIMIT_BYTES, isBodyTooLarge, payloadTooLarge } from './http/bodyLimit.ts'
import { badRequest, isCallUndecodable } from './boot/undecodableCall.ts'

const isServerFnRequest = ({ handlerType }: { handlerType: 'serverFn' | 'router' }) =>
  handlerType === 'serverFn'

// Refuses cross-site calls (Sec-Fetch-Site, then Origin, then Referer) with 403. The
// no-JavaScript form post is same-origin, so it passes.
const csrfMiddleware = createCsrfMiddleware({ filter: isServerFnRequest })

// 413 before the body is parsed, so an oversized request never reaches the validator or store.
const bodyLimitMiddleware = createMiddleware({ type: 'request' }).server(
  async ({ request, handlerType, next }) => {
    if (isServerFnRequest({ handlerType }) && (await isBodyTooLarge(request, SERVER_FN_BODY_LIMIT_BYTES))) {
      return payloadTooLarge()
    }
    return next()
  },
)

// 400 for a call the framework cannot decode (its body, or a GET's payload), which it would
// answer 500. After the size limit, so it only ever reads a small body.
const undecodableCallMiddleware = createMiddleware({ type: 'request' }).server(
  async ({ request, handlerType, next }) => {
    if (isServerFnRequest({ handlerType }) && (await isCallUndecodable(request))) return badRequest()
    return next()
  },
)

export const startInstance = createStart(() => ({
  requestMiddleware: [csrfMiddleware, bodyLimitMiddleware, undecodableCallMiddleware],
}))
