// Preloaded into every test server: a vitest worker that dies never runs its afterEach, and would
// leave its server holding a port and a data folder. Once re-parented, the server stops itself as
// a deploy would.
const parentPid = Number(process.env.CC_TEST_PARENT_PID)
if (parentPid > 0) {
  setInterval(() => {
    if (process.ppid !== parentPid) process.kill(process.pid, 'SIGTERM')
  }, 500).unref()
}
