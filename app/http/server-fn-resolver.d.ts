// The framework's manifest of server functions: a virtual module its Vite plugin writes at build.
declare module '#tanstack-start-server-fn-resolver' {
  export function getServerFnById(id: string, access: { origin: 'client' | 'server' }): Promise<unknown>
}
