import { PROTOTYPE_MESSAGES } from '@app/shared/prototypes/prototypes.constants';
import type { ComponentProps } from 'react';
import { TextField } from '../../../components/ui/field';
import type { PagesUrlCheck } from '../hooks/use-pages-url-check';

const HINTS: Record<'empty' | 'checking' | 'valid', string> = {
  empty: 'Where the prototype runs: github.io, vercel.app or netlify.app.',
  checking: 'Checking the URL…',
  valid: '✓ This URL can be shared.',
};

/** What to say under the URL as it is typed; after a submit, the spec's alert leads (part-1 §5). */
export function describePagesUrl(check: PagesUrlCheck, hasTried: boolean): { error?: string; hint?: string } {
  if (check.state === 'taken') return { error: check.reason };
  if (check.state === 'invalid') {
    return { error: hasTried ? `${PROTOTYPE_MESSAGES.invalidPagesUrl}. ${check.reason}` : check.reason };
  }
  return { hint: HINTS[check.state] };
}

type PagesUrlFieldProps = { check: PagesUrlCheck; hasTried: boolean } & ComponentProps<'input'>;

/** The live prototype's URL, checked at every keystroke and, once it looks right, by the server. */
export function PagesUrlField({ check, hasTried, ...input }: PagesUrlFieldProps) {
  return (
    <TextField
      label="GitHub Pages URL"
      type="url"
      inputMode="url"
      autoComplete="url"
      required
      placeholder="https://you.github.io/your-prototype/"
      {...describePagesUrl(check, hasTried)}
      {...input}
    />
  );
}
