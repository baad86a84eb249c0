import { Clock, GraduationCap, Users } from 'lucide-react';
import { Button } from '../../../../components/ui/button';

const HIGHLIGHTS = [
  { icon: Users, text: 'One-on-one with an experienced developer' },
  { icon: Clock, text: 'Sessions of 5-10 minutes that fit your day' },
  { icon: GraduationCap, text: 'You finish with your own live app' },
] as const;

/** Hero (part-2 §2 /coding-education): the 8-week one-on-one program and 'Join the Waitlist'. */
export function CourseHero({ onJoin }: { onJoin(): void }) {
  return (
    <section
      aria-labelledby="course-title"
      className="mt-4 rounded-3xl border border-brand-100 bg-linear-to-br from-brand-50 via-white to-violet-50 px-5 py-10 text-center sm:px-10 sm:py-14"
    >
      <p className="inline-flex rounded-full bg-brand-600 px-3 py-1 text-sm font-semibold text-white">
        🎓 AI Coding Education Course
      </p>
      <h1
        id="course-title"
        className="mx-auto mt-5 max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl"
      >
        Build and Ship Your First Full-Stack App
      </h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
        An 8-week, one-on-one full-stack program: learn to code with AI at your side, in short sessions of 5-10 minutes,
        and leave with an app that is live on the web.
      </p>
      <ul className="mx-auto mt-7 flex w-fit max-w-full flex-col items-start gap-3 sm:w-auto sm:max-w-3xl sm:flex-row sm:justify-center sm:gap-6">
        {HIGHLIGHTS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-2 text-left text-sm text-slate-700">
            <Icon className="size-4 shrink-0 text-brand-600" aria-hidden />
            {text}
          </li>
        ))}
      </ul>
      <Button size="lg" className="mt-8" onClick={onJoin}>
        Join the Waitlist
      </Button>
    </section>
  );
}
