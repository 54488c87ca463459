import images from 'virtual:content-images/brand'
import { imageIn, type ResolvedImage } from './images'

/** One of the site's own pictures (content/images/brand), which first screens show. */
export const brandImage = (src: string): ResolvedImage => imageIn(images, src)
