/**
 * Takes over a page the server rendered as islands (the home page, for visitors): each island is
 * hydrated as a root of its own, and the rest of the page, which only shows, needs no code. Started
 * by the script in index.html (`vite-plugins/start-after-paint.ts`) where the page has islands.
 */
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { DehydratedState } from '@tanstack/react-query';
import { IslandQueries } from './app/islands/island-queries';
import { PageSearch } from './app/islands/page-search';
import { islandIdPrefix, islands, isIslandName, type IslandName } from './app/islands/registry';
import { ISLAND_DATA_ID } from '@topgear/shared/page-render';
import { SubmittedFormContext, submittedFormInPage } from './lib/submitted-form';
import { whenTouched } from './lib/when-touched';

const submitted = submittedFormInPage();
const islandDataJson = document.getElementById(ISLAND_DATA_ID)?.textContent;
const islandQueries = islandDataJson ? (JSON.parse(islandDataJson) as DehydratedState) : null;

/** Calls `then` once its children are hydrated; one child, so their ids from `useId` stay as the server's. */
function Hydrated({ then, children }: { then: () => void; children: ReactNode }) {
  useEffect(then, [then]);
  return children;
}

/**
 * Resolves once React has adopted the island's markup and its controls respond; the island's
 * element is then marked, for browser journeys to wait on.
 */
const hydrate = (element: HTMLElement, name: IslandName, island: ReactNode) =>
  new Promise<void>((resolve) => {
    // As a transition, hydration yields to the browser while a tap or a scroll waits.
    startTransition(() => {
      hydrateRoot(
        element,
        <StrictMode>
          <PageSearch value={location.search}>
            <SubmittedFormContext value={submitted}>
              <IslandQueries value={islandQueries}>
                <Hydrated
                  then={() => {
                    element.dataset.hydrated = '';
                    resolve();
                  }}
                >
                  {island}
                </Hydrated>
              </IslandQueries>
            </SubmittedFormContext>
          </PageSearch>
        </StrictMode>,
        { identifierPrefix: islandIdPrefix(name) },
      );
    });
  });

const hydratedNow: Promise<void>[] = [];
for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const name = element.dataset.island;
  if (!isIslandName(name)) throw new Error(`the page has an island this code does not know: ${name}`);
  const island = islands[name];
  if ('Component' in island) {
    hydratedNow.push(hydrate(element, name, <island.Component />));
    continue;
  }
  const loadAndHydrate = () => {
    void Promise.all([island.load(), import('./app/islands/form-island-providers')]).then(
      ([Form, { asFormIsland }]) => {
        const FormIsland = asFormIsland(Form);
        return hydrate(element, name, <FormIsland />);
      },
    );
  };
  // Where the page needs the form's code at once (a link to check), it says so (`Island`'s `starts`).
  if (element.dataset.starts === 'touched') whenTouched(element, loadAndHydrate);
  else loadAndHydrate();
}
// Browser journeys wait for this mark, as they do on pages the whole app takes over.
void Promise.all(hydratedNow).then(() => {
  document.documentElement.dataset.hydrated = '';
});
