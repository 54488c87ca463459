// What a server process uses, read from Linux's /proc: its memory for the bench and the load test,
// and its CPU time for the load test, which a shared machine disturbs less than req/s.
import { readFileSync, writeFileSync } from 'node:fs'

/** A field of /proc/<pid>/status in MB (VmRSS: resident now; VmHWM: the peak of VmRSS). */
export function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(
    readFileSync(`/proc/${pid}/status`, 'utf8'),
  )?.[1]
  if (!kb) throw new Error(`no ${field} for process ${pid}`)
  return Math.round(Number(kb) / 1024)
}

/** Resets the process's VmHWM to its VmRSS now, so a later VmHWM is the peak since; false if refused. */
export function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5')
    return true
  } catch {
    return false
  }
}

// Linux counts a process's CPU time in clock ticks of 1/100 s (USER_HZ).
const MS_PER_TICK = 10

/** CPU time the process has used, in ms (utime and stime), or NaN if it cannot be read. */
export function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK
  } catch {
    return Number.NaN
  }
}
