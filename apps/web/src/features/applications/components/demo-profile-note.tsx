import { Info } from 'lucide-react';

/** A seeded demo profile has no account: it says so where "Invite" would be (issue 41 §5). */
export const DEMO_PROFILE_NOTE = 'Demo profile: it cannot receive invitations';

export function DemoProfileNote() {
  return (
    <p className="inline-flex items-center gap-1.5 text-xs font-medium text-slate-600">
      <Info className="size-4 shrink-0" aria-hidden />
      {DEMO_PROFILE_NOTE}
    </p>
  );
}
