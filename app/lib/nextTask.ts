/**
 * Resolves in a later task, so work after it cannot join the current task. Start-up work on a
 * phone is split at these points to keep every task short.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
