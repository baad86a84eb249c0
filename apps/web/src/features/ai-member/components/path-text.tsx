import { Fragment } from 'react';

/** An API path that may wrap after a slash or hyphen rather than mid-word on a narrow screen. */
export function PathText({ path }: { path: string }) {
  const parts = path.split(/(?<=[/-])/);
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string never reorder
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
