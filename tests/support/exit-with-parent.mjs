// Preloaded (node --import) into every server the integration tests start. A test process that
// dies without stopping its server (a killed or crashed vitest worker never runs its afterEach)
// would otherwise leave the server running, holding its port and data folder. Once the parent
// is gone the server is re-parented, so it asks itself to stop as a deploy would.
const parentPid = Number(process.env.CC_TEST_PARENT_PID)
if (parentPid > 0) {
  setInterval(() => {
    if (process.ppid !== parentPid) process.kill(process.pid, 'SIGTERM')
  }, 500).unref()
}
