import images from 'virtual:content-images'
import { imageIn, type ResolvedImage } from './images'

/** Any picture under content/images; its list arrives with the first section that shows one. */
export const resolveImage = (src: string): ResolvedImage => imageIn(images, src)
