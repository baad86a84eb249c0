import { CONTROL_CENTER_GROUPS, type ControlCenterCall } from '@app/shared/ai-member/ai-member.constants';
import { callKey } from '../hooks/use-test-runner';
import { EndpointButton } from './endpoint-button';

const headingId = (name: string) => `endpoint-group-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** The endpoint test buttons in FACTS.md's groups (part-2 §7 table). */
export function EndpointGroups({
  hasToken,
  runningKeys,
  onRun,
}: {
  hasToken: boolean;
  runningKeys: ReadonlySet<string>;
  onRun: (group: string, call: ControlCenterCall) => void;
}) {
  return (
    <div className="flex flex-col gap-5">
      {CONTROL_CENTER_GROUPS.map((group) => (
        <section key={group.name} aria-labelledby={headingId(group.name)}>
          <h3 id={headingId(group.name)} className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
            {group.name}
          </h3>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {group.calls.map((call) => (
              <EndpointButton
                key={callKey(group.name, call)}
                call={call}
                isLocked={Boolean(call.admin) && !hasToken}
                isRunning={runningKeys.has(callKey(group.name, call))}
                onRun={() => onRun(group.name, call)}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
