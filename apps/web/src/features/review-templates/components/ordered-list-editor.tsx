import { clsx } from 'clsx';
import { useState, type ReactNode } from 'react';
import { AddItemButton } from './add-item-button';
import { FieldArrayError } from './field-array-error';

/** Where an item stands in its list, and how it moves or goes: what its own controls need. */
export interface ListPlace {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

interface AddOptions {
  /** What the button shows: 'Add question'. */
  label: string;
  /** Where the item goes, for assistive technology: 'to section 2'. */
  where: string;
  max: number;
  /** Shown beside the button once the list holds `max` items. */
  fullMessage: string;
  onAdd: () => void;
}

interface OrderedListEditorProps {
  /** The list's place in the form, for the message about it as a whole: 'sections.0.questions'. */
  name: string;
  /** react-hook-form's `fields` of the list: their ids key the items, so what an item holds moves with it. */
  fields: readonly { id: string }[];
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  add: AddOptions;
  className?: string;
  children: (place: ListPlace) => ReactNode;
}

/**
 * An ordered list of a form (a scale's levels, the sections, a section's questions): each item,
 * the list's own error, and the button that adds one. Removing an item takes the focus to that
 * button rather than losing it with the item.
 */
export function OrderedListEditor({ name, fields, move, remove, add, className, children }: OrderedListEditorProps) {
  const [addButton, setAddButton] = useState<HTMLButtonElement | null>(null);
  const onRemove = (index: number) => {
    remove(index);
    addButton?.focus();
  };
  return (
    <div className={clsx('flex flex-col', className)}>
      <ol className={clsx('flex flex-col', className)}>
        {fields.map((field, index) => (
          <li key={field.id}>{children({ index, count: fields.length, onMove: move, onRemove })}</li>
        ))}
      </ol>
      <FieldArrayError name={name} />
      <AddItemButton
        ref={setAddButton}
        label={add.label}
        where={add.where}
        full={fields.length >= add.max}
        fullMessage={add.fullMessage}
        onAdd={add.onAdd}
      />
    </div>
  );
}
