import { createContext } from 'react';

/** The card control that moved a card, to be focused again once the card shows in its new place. */
export type MoveControl = 'move-to' | 'up' | 'down';

export interface MoveFocus {
  /** Remembers that `control` of card `taskId` is moving it. */
  request: (taskId: string, control: MoveControl) => void;
  /** The control to focus, once, if this card was the one moved. */
  take: (taskId: string) => MoveControl | undefined;
}

/**
 * A card moved to another column is drawn anew there (its old controls are gone), so the board
 * remembers which control moved which card, and that card focuses the control again when it shows.
 */
export function createMoveFocus(): MoveFocus {
  let pending: { taskId: string; control: MoveControl } | null = null;
  return {
    request: (taskId, control) => {
      pending = { taskId, control };
    },
    take: (taskId) => {
      if (pending?.taskId !== taskId) return undefined;
      const { control } = pending;
      pending = null;
      return control;
    },
  };
}

export const MoveFocusContext = createContext<MoveFocus>(createMoveFocus());
