import { EventEmitter } from 'node:events';
import type { ContentName } from '@topgear/shared/page-render';
import type { Auditor } from './audit';
import type { Database } from './db/client';

/**
 * Says that content the public pages show has changed (`PUBLIC_CONTENT`), once the change is
 * committed: the pages that read it are rendered afresh, on every process.
 */
export type ContentChanged = (name: ContentName) => void;

/** What a service of public content (blogs, books, courses, reviews) is built with. */
export interface PublicContentServiceDeps {
  db: Database;
  auditor: Auditor;
  contentChanged: ContentChanged;
}

export interface ContentChanges {
  changed: ContentChanged;
  onChange(listener: (name: ContentName) => void): void;
}

export function createContentChanges(): ContentChanges {
  const events = new EventEmitter<{ changed: [ContentName] }>();
  return {
    changed: (name) => void events.emit('changed', name),
    onChange: (listener) => void events.on('changed', listener),
  };
}

/** What `write` gives, once it has been announced as a change of `name`; a failed write announces nothing. */
export async function announcing<T>(changed: ContentChanged, name: ContentName, write: Promise<T>): Promise<T> {
  const result = await write;
  changed(name);
  return result;
}
