// What the commands that change the store say, the same whichever store they ran on.

/** delete's exit when the store answered and held no such address: not a failure (1) nor a usage error (2). */
export const NOTHING_ERASED_EXIT = 3

/** What delete says, for either store. The address stays out: this line often ends up in a log. */
export function erasedMessage(erased: number, storeDescription: string): string {
  return erased > 0
    ? `Erased ${erased} sign-up${erased === 1 ? '' : 's'} from ${storeDescription}.`
    : `No sign-up with that address in ${storeDescription}: erased 0, nothing to erase.`
}

/** An erasure checked by exit code is done only on 0. */
export const erasedExitCode = (erased: number): number => (erased > 0 ? 0 : NOTHING_ERASED_EXIT)

/** What purge-pending says, for either store. */
export function purgedMessage(removed: number, before: Date, storeDescription: string): string {
  return `Removed ${removed} pending sign-up${removed === 1 ? '' : 's'} made before ${before.toISOString()} and never confirmed, from ${storeDescription}.`
}
