import { BRAND_NAME } from '@app/shared/navigation/routes';
import { Copy, Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { downloadFile } from '../../../lib/download-file';
import { recoveryCodesFileName, recoveryCodesFileText } from '../recovery-codes-file';

interface RecoveryCodesDialogProps {
  /** The codes to show, once; null when closed. */
  codes: readonly string[] | null;
  onClose(): void;
}

/**
 * The recovery codes, shown once (issue 21 §4): the server keeps only their hashes, so this is the
 * only moment they can be saved. Download as a text file or copy them, then close.
 */
export function RecoveryCodesDialog({ codes, onClose }: RecoveryCodesDialogProps) {
  const [copyResult, setCopyResult] = useState('');
  const text = () =>
    recoveryCodesFileText(codes ?? [], { siteName: BRAND_NAME, origin: window.location.origin, createdAt: new Date() });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text());
      setCopyResult('Copied. Paste them somewhere safe, such as a password manager.');
    } catch {
      setCopyResult('Copying did not work here: download them, or select the codes and copy them by hand.');
    }
  };

  const close = (open: boolean) => {
    if (open) return;
    setCopyResult('');
    onClose();
  };

  return (
    <Dialog
      open={codes !== null}
      onOpenChange={close}
      title="Save your recovery codes"
      description="Each code signs you in once when your passkey is not at hand. They are shown only now: download or copy them, and keep them somewhere safe."
    >
      <div className="flex flex-col gap-4">
        <ol
          aria-label="Recovery codes"
          className="grid grid-cols-1 gap-x-6 gap-y-1 rounded-xl bg-slate-50 p-4 font-mono text-base text-slate-900 sm:grid-cols-2"
        >
          {codes?.map((code) => (
            <li key={code} className="tracking-wide whitespace-nowrap">
              {code}
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => downloadFile(recoveryCodesFileName(new Date()), text(), 'text/plain')}
          >
            <Download className="size-4" aria-hidden />
            Download
          </Button>
          <Button variant="secondary" onClick={() => void copy()}>
            <Copy className="size-4" aria-hidden />
            Copy
          </Button>
        </div>
        <p role="status" className="text-sm text-slate-700">
          {copyResult}
        </p>
        <div className="flex justify-end">
          <Button onClick={() => close(false)}>I have saved them</Button>
        </div>
      </div>
    </Dialog>
  );
}
