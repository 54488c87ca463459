import { LAZY_LAYOUT_ATTRIBUTE } from '@styles/tokens'

/**
 * Runs in <head> before the body is parsed. The sections below the first screen may skip their
 * layout until they come near (`content-visibility: auto`), which halves the first layout. Until
 * a skipped section is shown, its height is only an estimate, so any jump straight to a point
 * further down would land in the wrong place. So skipping is turned on only for a fresh visit to
 * the top of the page, and turned off for good just before any jump:
 * - a load at a fragment (`/#teams`), a reload or a visit from history lays out every section,
 *   so the browser lands on the fragment or on the restored scroll position;
 * - a click on an in-page link lays out every section before the browser scrolls to its target;
 * - a fragment typed into the address bar is scrolled to again once every section is laid out.
 * Without JavaScript nothing is skipped. Kept as a fixed string so the CSP can allow it by hash.
 */
export const lazyLayoutScript = [
  `(function(){var d=document.documentElement,n=performance.getEntriesByType('navigation')[0];`,
  `if(location.hash||(n&&n.type!=='navigate'))return;`,
  `d.setAttribute('${LAZY_LAYOUT_ATTRIBUTE}','');`,
  `function off(){d.removeAttribute('${LAZY_LAYOUT_ATTRIBUTE}')}`,
  `addEventListener('click',function(e){var t=e.target;if(t&&t.closest&&t.closest('a[href^="#"]'))off()},true);`,
  `addEventListener('hashchange',function(){if(!d.hasAttribute('${LAZY_LAYOUT_ATTRIBUTE}'))return;`,
  `var t=document.getElementById(decodeURIComponent(location.hash.slice(1)));if(t){off();t.scrollIntoView()}})})()`,
].join('')
