import { style } from '@vanilla-extract/css'

export const button = style({ width: '12rem', height: '4rem', fontSize: '1.25rem' })
