import type { DehydratedState } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * What the page's loader fetched, where the server rendered the page again for a form the browser
 * posted itself (the free times of the day a booking asked for): the islands start from it on the
 * server and in the browser alike (`ISLAND_DATA_ID`). A module of its own, so that the islands'
 * start-up code does not carry the query library for it.
 */
export const IslandQueries = createContext<DehydratedState | null>(null);
