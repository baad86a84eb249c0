import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { useCourseWaitlistForm } from '../../hooks/use-course-waitlist-form';
import { CourseWaitlistForm } from './course-waitlist-form';

function ThankYou({ name, email, onClose }: { name: string; email: string; onClose(): void }) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-center py-4 text-center">
      <CheckCircle2 className="size-12 text-emerald-600" aria-hidden />
      <h3 ref={titleRef} tabIndex={-1} className="mt-3 text-xl font-bold text-slate-900">
        Thank you for joining, {name}!
      </h3>
      <p className="mt-2 text-sm text-slate-600">
        You are on the waitlist. We will write to <span className="font-medium break-all text-slate-800">{email}</span>{' '}
        when the next cohort opens to plan your first session.
      </p>
      <Button className="mt-6" onClick={onClose}>
        Close
      </Button>
    </div>
  );
}

/** The modal waitlist form; the draft survives closing, a finished sign-up starts over. */
export function CourseWaitlistDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const state = useCourseWaitlistForm();
  const changeOpen = (next: boolean) => {
    if (!next && state.joined) state.startOver();
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title="Join the Course Waitlist"
      description="8 weeks, one-on-one, from your first component to a live full-stack app."
    >
      {state.joined ? (
        <ThankYou name={state.joined.name} email={state.joined.email} onClose={() => changeOpen(false)} />
      ) : (
        <CourseWaitlistForm state={state} />
      )}
    </Dialog>
  );
}
