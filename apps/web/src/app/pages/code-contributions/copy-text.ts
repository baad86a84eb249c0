import { notify } from '../../../components/ui/toast';

/** Copies to the clipboard and says so; if the browser refuses, says that instead (never a silent failure). */
export async function copyText(text: string, successMessage: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    notify('success', successMessage);
    return true;
  } catch {
    notify('error', 'Could not copy to the clipboard.', `Select it and copy it by hand: ${text}`);
    return false;
  }
}
