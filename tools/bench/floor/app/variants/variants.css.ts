import { style } from '@vanilla-extract/css'

// The variants' parts, drawn plainly where a visitor would see them; the plain floor never loads these.
export const toastRegion = style({ position: 'fixed', insetInline: '0.5rem', bottom: '0.5rem' })
export const toast = style({
  display: 'flex',
  gap: '1rem',
  padding: '1rem',
  background: '#222',
  color: '#fff',
})
export const overlay = style({ position: 'fixed', inset: 0, background: 'rgb(0 0 0 / 0.6)' })
export const modal = style({ margin: '10vh auto', maxWidth: '22rem', padding: '1rem', background: '#fff' })
export const radioField = style({ display: 'inline-block' })
export const radio = style({
  display: 'inline-block',
  padding: '1.25rem 1rem',
  fontSize: '1.25rem',
  border: '1px solid #222',
  selectors: { '&[data-selected]': { background: '#222', color: '#fff' } },
})
