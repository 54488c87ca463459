// What the commands that change the store say, the same whichever store they ran on.

/** What delete says, for either store. The address stays out: this line often ends up in a log. */
export function erasedMessage(isErased: boolean, storeDescription: string): string {
  return isErased
    ? `Erased 1 sign-up from ${storeDescription}.`
    : `No sign-up with that address in ${storeDescription}: nothing to erase.`
}

/** What purge-pending says, for either store. */
export function purgedMessage(removed: number, before: Date, storeDescription: string): string {
  return `Removed ${removed} pending sign-up${removed === 1 ? '' : 's'} made before ${before.toISOString()} and never confirmed, from ${storeDescription}.`
}
