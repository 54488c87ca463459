// The part of opentype.js (which ships no types) that build/art/lettering.ts uses.
declare module 'opentype.js' {
  export interface PathCommand {
    type: 'M' | 'L' | 'C' | 'Q' | 'Z'
    x?: number
    y?: number
    x1?: number
    y1?: number
    x2?: number
    y2?: number
  }
  export interface Glyph {
    advanceWidth?: number
    getPath(x: number, y: number, fontSize: number): { commands: PathCommand[] }
  }
  export interface Font {
    unitsPerEm: number
    charToGlyph(char: string): Glyph
    getKerningValue(left: Glyph, right: Glyph): number
  }
  const opentype: { parse(buffer: ArrayBuffer): Font }
  export default opentype
}
