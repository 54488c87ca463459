import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@styles/theme.css'
import { responsiveStyle } from '@styles/responsive'
import { plainList } from '@styles/utilities.css'

export const tier = style({ marginTop: vars.space.xl })

export const row = styleVariants({
  primary: [
    plainList,
    responsiveStyle({
      mobile: { display: 'grid', gap: vars.space.md },
      desktop: { gridTemplateColumns: 'repeat(2, 1fr)' },
    }),
  ],
  secondary: [
    plainList,
    responsiveStyle({
      mobile: { display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: vars.space.md },
    }),
  ],
  partner: [
    plainList,
    responsiveStyle({
      mobile: { display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: vars.space.sm },
      desktop: { gridTemplateColumns: 'repeat(4, 1fr)' },
    }),
  ],
})

export const link = style({
  display: 'grid',
  placeItems: 'center',
  height: '100%',
  borderRadius: vars.radius.lg,
  border: `${vars.size.border} solid ${vars.color.line}`,
  background: vars.color.surface,
  transition: `border-color ${vars.motion.fast}, transform ${vars.motion.fast}`,
  selectors: { '&[data-hovered]': { borderColor: vars.color.violet, transform: 'translateY(-2px)' } },
})

export const linkSize = styleVariants({
  primary: { padding: vars.space.xl, minHeight: '9rem' },
  secondary: { padding: vars.space.lg, minHeight: '7rem' },
  partner: { padding: vars.space.md, minHeight: '5.5rem' },
})

export const logo = styleVariants({
  primary: { width: 'min(100%, 20rem)' },
  // The spec shows secondary logos inverted to white whatever their own colours.
  secondary: { width: 'min(100%, 14rem)', filter: 'brightness(0) invert(1)' },
  partner: { width: 'min(100%, 11rem)', filter: 'grayscale(1) brightness(1.6)' },
})

export const giants = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  marginBottom: vars.space.md,
})
