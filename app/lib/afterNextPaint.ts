/**
 * Runs `work` in a task of its own once the browser has painted the current update: for what a
 * tap causes but nobody sees (the address bar's fragment), so the tap's answer is painted first.
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work))
}
