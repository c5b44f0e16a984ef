import Download from 'lucide-react/icons/download';
import { Button } from '@/components/ui/button';

const FILE_NAME = 'topgear-perform-recovery-codes.txt';

function download(codes: string[]) {
  const text = [
    'TopGear Perform recovery codes',
    'Each code signs you in once when you cannot use your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: FILE_NAME });
  link.click();
  URL.revokeObjectURL(url);
}

/** The ten recovery codes, shown once, with a download; `onDone` when the person has kept them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        Keep these recovery codes somewhere safe, away from your phone. Each one signs you in once if you lose your
        authenticator app. This is the only time they are shown.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-xl border border-slate-200 bg-slate-50 p-4 font-mono text-sm sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => download(codes)} className="w-full sm:w-auto">
          <Download aria-hidden className="size-4" />
          Download codes
        </Button>
        <Button onClick={onDone} className="w-full sm:w-auto">
          I have saved them
        </Button>
      </div>
    </div>
  );
}
