import { PEOPLE_FILE_HEADINGS } from '@topgear/shared/people-import';
import { useRef, useState } from 'react';
import { TextAreaField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';

/** The file to import: its name (or that it was pasted) and its text. */
export interface PeopleFile {
  name: string;
  text: string;
}

const PASTED = 'Pasted text';

interface PeopleFileFieldProps {
  file: PeopleFile | null;
  onChoose: (file: PeopleFile | null) => void;
}

/**
 * A CSV file chosen from the device, or its text pasted. Whichever was given last is the file;
 * giving one clears the other, so the screen never shows a file it will not send.
 */
export function PeopleFileField({ file, onChoose }: PeopleFileFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [pasted, setPasted] = useState('');
  const [unreadable, setUnreadable] = useState<string>();

  async function choose(chosen: File | undefined) {
    setUnreadable(undefined);
    if (!chosen) return;
    try {
      const text = await chosen.text();
      setPasted('');
      onChoose({ name: chosen.name, text });
    } catch {
      setUnreadable(`We could not read ${chosen.name}. Choose it again, or paste its text.`);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800">
        Choose a CSV file
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => void choose(event.target.files?.[0])}
          className="block w-full max-w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
        />
      </label>
      <p className="text-sm text-slate-600">
        A header row, then one person a row, with the columns {Object.values(PEOPLE_FILE_HEADINGS).join(', ')}. Dates
        are written YYYY-MM-DD; leave a cell empty for none. Export the people you have to get a file to start from.
      </p>
      {unreadable && <FormAlert message={unreadable} />}
      <details className="rounded-lg border border-slate-200 bg-white px-3 py-2">
        <summary className="cursor-pointer text-sm font-medium text-brand-800">Or paste the file's text</summary>
        <div className="mt-3">
          <TextAreaField
            label="The file's text"
            rows={6}
            value={pasted}
            spellCheck={false}
            className="font-mono"
            placeholder={`${Object.values(PEOPLE_FILE_HEADINGS).join(',')}\nana@example.com,Ana,Silva,Engineer,Platform,bo@example.com,2024-03-01`}
            onChange={(event) => {
              const text = event.target.value;
              setPasted(text);
              if (input.current) input.current.value = '';
              onChoose(text.trim() === '' ? null : { name: PASTED, text });
            }}
          />
        </div>
      </details>
      {file && (
        <p className="text-sm text-slate-700" role="status">
          {file.name === PASTED ? 'The pasted text' : file.name} is ready to preview.
        </p>
      )}
    </div>
  );
}
