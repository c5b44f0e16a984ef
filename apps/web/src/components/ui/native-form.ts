import { createContext } from 'react';

/**
 * True inside a form that the browser may post itself (a public form the server handles, see
 * `FormPost`): its submit button works before the page's code arrives. Elsewhere a submit button
 * waits for the code, or the browser would send the form its own way: a GET to the same page with
 * every field, a password too, in the address.
 */
export const PostsWithoutCode = createContext(false);
