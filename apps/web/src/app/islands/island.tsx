import { createContext, use, type ReactNode } from 'react';
import type { IslandName } from './registry';

/** Each island's markup, rendered as a root of its own as the browser will hydrate it; given by the server's page renderer. */
export const RenderedIslands = createContext<Record<IslandName, string> | null>(null);

/**
 * A part of a page that responds to a visitor. Inside the app it is its children. Where the server
 * renders a page as islands (the home page for visitors, see `registry.tsx`), it is the island's own
 * render, in an element that `islands.tsx` in the browser hydrates by name; the wrapper takes no
 * room in the layout. Its code loads when it comes near the viewport, or, for a part that works
 * without code (a form), when the visitor first reaches for it (`starts`).
 */
export function Island({
  name,
  starts = 'near',
  children,
}: {
  name: IslandName;
  starts?: 'near' | 'touched';
  children: ReactNode;
}) {
  const rendered = use(RenderedIslands);
  if (!rendered) return children;
  return (
    <div
      data-island={name}
      data-starts={starts}
      className="contents"
      dangerouslySetInnerHTML={{ __html: rendered[name] }}
    />
  );
}
