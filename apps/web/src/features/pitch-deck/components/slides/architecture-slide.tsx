import type { ArchitectureLayer } from '../../slide-types';

/** The four parts of the system, from the browser down to the ledger (docs/architecture.md). */
export function ArchitectureSlide({ layers }: { layers: ArchitectureLayer[] }) {
  return (
    <ol className="mt-6 grid gap-4 md:grid-cols-2">
      {layers.map((layer, index) => (
        <li key={layer.name} className="flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-4">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Layer {index + 1}</p>
          <h3 className="mt-1 text-lg font-semibold text-slate-900">{layer.name}</h3>
          <p className="mt-1 text-sm font-medium text-brand-700">{layer.tech}</p>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
            {layer.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
