import type { Plugin, Rolldown } from 'vite'

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

/**
 * V8 compiles a function the first time it is called unless told otherwise, and that compile
 * runs on the main thread, inside whichever start-up task calls it: traced here, 60 to 80 ms of
 * lazy compiling spread over the tasks that create the router and hydrate the page. The explicit
 * compile hint (Chrome 136 and later; other engines read it as a comment) asks V8 to compile
 * every function of a file as the file streams in, on a background thread. It belongs only on
 * files whose functions mostly run at load: the client entry, the route component TanStack
 * Router splits out and loads as it hydrates, and the chunks those import statically. They are
 * the files the page's loader fetches (app/http/deferEntryScript.ts). Sections' chunks, loaded
 * as they come near, stay lazy.
 *
 * The hint goes in after the build has named the files by their hashes (it must follow
 * minification, which drops comments). It changes how V8 compiles a file, never what the file
 * does, so a copy cached from a build with or without it behaves the same.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

const ROUTE_COMPONENT = /[?&]tsr-split=component\b/

/** The client entry, the route components, and every chunk they import statically. */
export function startUpChunks(bundle: OutputBundle): OutputChunk[] {
  const found = new Map<string, OutputChunk>()
  const visit = (fileName: string) => {
    const output = bundle[fileName]
    if (output?.type !== 'chunk' || found.has(fileName)) return
    found.set(fileName, output)
    output.imports.forEach(visit)
  }
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue
    if (output.isEntry || ROUTE_COMPONENT.test(output.facadeModuleId ?? '')) visit(output.fileName)
  }
  return [...found.values()]
}

/** Puts the hint on the first line; a source map, if the build writes one, moves down a line. */
export function addCompileHint(chunk: OutputChunk, bundle: OutputBundle): void {
  chunk.code = COMPILE_HINT + chunk.code
  const map = bundle[`${chunk.fileName}.map`]
  if (map?.type === 'asset' && typeof map.source === 'string') {
    const parsed = JSON.parse(map.source) as { mappings: string }
    map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` })
  }
}

export function compileHints(): Plugin {
  return {
    name: 'culture-coded:compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      // After minification, which would drop the comment.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of startUpChunks(bundle)) addCompileHint(chunk, bundle)
      },
    },
  }
}
