import type { Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { COMPILE_HINT, addCompileHint, startUpChunks } from '../../scripts/vite-plugin-compile-hints'

type Bundle = Rolldown.OutputBundle

function chunk(
  fileName: string,
  imports: string[],
  { isEntry = false, facadeModuleId = null as string | null } = {},
) {
  return {
    type: 'chunk',
    fileName,
    imports,
    isEntry,
    facadeModuleId,
    code: `/* ${fileName} */`,
  } as unknown as Rolldown.OutputChunk
}

function bundleOf(...outputs: Array<Rolldown.OutputChunk | Rolldown.OutputAsset>): Bundle {
  return Object.fromEntries(outputs.map((output) => [output.fileName, output])) as Bundle
}

describe('the compile hint on the scripts a page starts with', () => {
  it('marks the entry, the route component, and every chunk they import statically, however deep', () => {
    const bundle = bundleOf(
      chunk('assets/index.js', ['assets/router.js'], {
        isEntry: true,
        facadeModuleId: '/site/app/client.tsx',
      }),
      chunk('assets/router.js', ['assets/react.js']),
      chunk('assets/react.js', []),
      chunk('assets/routes-page.js', ['assets/ContentImage.js'], {
        facadeModuleId: '/site/app/routes/index.tsx?tsr-split=component',
      }),
      chunk('assets/ContentImage.js', ['assets/react.js']),
      chunk('assets/routes-timeline.js', ['assets/Tabs.js'], {
        facadeModuleId: '/site/app/routes/index.tsx?tss-hydrate=1_d649',
      }),
      chunk('assets/Tabs.js', ['assets/react.js']),
      chunk('assets/Lightbox.js', ['assets/react.js'], { facadeModuleId: '/site/app/ui/Lightbox.tsx' }),
    )
    expect(
      startUpChunks(bundle)
        .map((found) => found.fileName)
        .sort(),
    ).toEqual([
      'assets/ContentImage.js',
      'assets/index.js',
      'assets/react.js',
      'assets/router.js',
      'assets/routes-page.js',
    ])
  })

  it('puts the hint alone on the first line, and moves a source map down one line', () => {
    const entry = chunk('assets/index.js', [], { isEntry: true })
    const map = {
      type: 'asset',
      fileName: 'assets/index.js.map',
      source: JSON.stringify({ version: 3, mappings: 'AAAA,CAAC' }),
    } as unknown as Rolldown.OutputAsset
    const bundle = bundleOf(entry, map)

    addCompileHint(entry, bundle)

    expect(entry.code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad')
    expect(entry.code).toBe(`${COMPILE_HINT}/* assets/index.js */`)
    expect(JSON.parse(map.source as string).mappings).toBe(';AAAA,CAAC')
  })
})
