import type { Member } from '@app/shared/members/members.schemas';
import { Pencil } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { MemberProfileForm } from './member-profile-form';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="break-words text-slate-900">{value || 'Not specified'}</dd>
    </div>
  );
}

/** Company, location, time zone and about; the member themselves edits them here (Edit → Save/Cancel). */
export function MemberAbout({ member, isOwner }: { member: Member; isOwner: boolean }) {
  const [isEditing, setIsEditing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const stopEditing = () => {
    setIsEditing(false);
    // The form goes: the focus stays in the section, on its heading.
    heading.current?.focus();
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
          About
        </h2>
        {isOwner && !isEditing && (
          <Button variant="secondary" size="sm" onClick={() => setIsEditing(true)}>
            <Pencil className="size-4" aria-hidden />
            Edit<span className="sr-only"> your page</span>
          </Button>
        )}
      </div>
      {isEditing ? (
        <MemberProfileForm member={member} onDone={stopEditing} />
      ) : (
        <>
          <dl className="grid gap-3 text-sm sm:grid-cols-3">
            <Detail label="Company" value={member.company} />
            <Detail label="Location" value={member.location} />
            <Detail label="Time zone" value={member.timeZone} />
          </dl>
          {member.about ? (
            <p className="text-sm break-words whitespace-pre-wrap text-slate-700">{member.about}</p>
          ) : (
            isOwner && <p className="text-sm text-slate-600">Tell developers about you and your company.</p>
          )}
        </>
      )}
    </section>
  );
}
