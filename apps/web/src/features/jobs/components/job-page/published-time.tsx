import { formatLongDate, formatRelativeAge } from '@app/shared/format/format';

/** "Published 3d ago (November 21, 2026)": the exact date once, when the relative one is not it already. */
export function PublishedTime({ at }: { at: string }) {
  const exact = formatLongDate(at);
  // Mid-sentence: "Published just now", not "Published Just now".
  const relative = formatRelativeAge(at).replace(/^Just now$/, 'just now');
  return (
    <>
      Published{' '}
      <time dateTime={at} title={exact}>
        {relative === exact ? exact : `${relative} (${exact})`}
      </time>
    </>
  );
}
