// Moved to web/lib (a locked post in any list asks for sign-in before buying, too).
export { useSignInFirst } from '../../lib/use-sign-in-first';
