import type { ComparisonRow } from '../../slide-types';

/** A real table, scrolling sideways inside its own box on a narrow screen. */
export function ComparisonSlide({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: ComparisonRow[];
}) {
  return (
    <>
      <p className="mt-6 text-sm text-slate-500 lg:hidden">Scroll the table sideways to see all four columns.</p>
      {/* The deck leaves the arrow keys of this box alone (data-own-arrow-keys), so they scroll it. */}
      <section
        aria-label={caption}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keys
        tabIndex={0}
        data-own-arrow-keys
        className="mt-2 overflow-x-auto rounded-2xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600 lg:mt-6"
      >
        <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-100 text-slate-900">
            <tr>
              <th scope="col" className="p-3 font-semibold">
                <span className="sr-only">Aspect</span>
              </th>
              {columns.map((column, index) => (
                <th
                  key={column}
                  scope="col"
                  className={index === 0 ? 'bg-brand-600 p-3 font-semibold text-white' : 'p-3 font-semibold'}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.aspect} className="border-t border-slate-200 align-top">
                <th scope="row" className="p-3 font-semibold text-slate-900">
                  {row.aspect}
                </th>
                {row.values.map((value, index) => (
                  <td
                    key={columns[index] ?? value}
                    className={index === 0 ? 'bg-brand-50 p-3 font-medium text-slate-900' : 'p-3 text-slate-700'}
                  >
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
