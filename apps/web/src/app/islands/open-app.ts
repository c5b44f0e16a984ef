import { toastOnNextPage } from '@/lib/toast';

/** Signed in where no app is around (a form served as an island): the app loads at `href`, and shows `message`. */
export function openApp(href: string, message: string) {
  toastOnNextPage(message);
  window.location.assign(href);
}
