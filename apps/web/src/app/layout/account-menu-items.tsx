import { Briefcase, FileSignature, LogOut, MessagesSquare, Send, UserRound } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { cn } from '../../components/ui/cn';
import { menuKeyAction } from '../../lib/menu-keys';
import { messagesLabel, UnreadBadge } from './messages-link';

const ICONS: Record<string, typeof Briefcase> = {
  'My jobs': Briefcase,
  'My applications': Send,
  Contracts: FileSignature,
  Messages: MessagesSquare,
  'Your account': UserRound,
};

interface AccountMenuItemsProps {
  id: string;
  /** Who is signed in here, once known. */
  who: { name: string; isSaved: boolean } | null;
  unreadMessages: number;
  links: { path: string; label: string }[];
  onNavigate(path: string): void;
  onClose(restoreFocus: boolean): void;
  signOut: { isPending: boolean; error: string | null; run(): void } | null;
}

const ITEM =
  'flex w-full items-center gap-2.5 px-4 py-2.5 text-left text-sm font-medium text-slate-800 hover:bg-slate-100 focus:bg-brand-50 focus:text-brand-800 focus:outline-none';

/**
 * A real menu (WAI-ARIA menu pattern, lib/menu-keys.ts): the items take the focus in turn with the
 * arrow keys, Home and End; Escape closes it with the focus back on the button.
 */
export function AccountMenuItems(props: AccountMenuItemsProps) {
  const { id, who, unreadMessages, links, onNavigate, onClose, signOut } = props;
  const menu = useRef<HTMLDivElement>(null);
  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves in once, when the menu opens
  useEffect(() => {
    items()[0]?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const action = menuKeyAction(event.key, index, all.length);
    if (!action) return;
    if (action.type === 'close') {
      if (action.restoreFocus) event.preventDefault();
      onClose(action.restoreFocus);
      return;
    }
    event.preventDefault();
    if (action.type === 'focus') all[action.index]?.focus();
    else all[index]?.click();
  };

  return (
    <div
      data-keeps-clear
      className="absolute top-full right-0 z-40 mt-2 w-64 overflow-hidden rounded-2xl border border-slate-200 bg-white py-1 shadow-xl"
    >
      {who && (
        <div className="border-b border-slate-200 px-4 py-2.5">
          <p className="truncate text-sm font-semibold text-slate-900">{who.name}</p>
          <p className="text-xs text-slate-600">{who.isSaved ? 'Saved account' : 'Visitor on this device'}</p>
        </div>
      )}
      <div
        ref={menu}
        id={id}
        role="menu"
        aria-label="Your account menu"
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="py-1"
      >
        {links.map(({ path, label }) => {
          const Icon = ICONS[label] ?? UserRound;
          const isMessages = label === 'Messages';
          return (
            <a
              key={path}
              href={path}
              role="menuitem"
              tabIndex={-1}
              aria-label={isMessages && unreadMessages > 0 ? messagesLabel(unreadMessages) : undefined}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                onNavigate(path);
              }}
              className={ITEM}
            >
              <Icon className="size-4 text-slate-500" aria-hidden />
              <span className="flex-1">{label}</span>
              {isMessages && <UnreadBadge count={unreadMessages} />}
            </a>
          );
        })}
        {signOut && (
          <>
            <hr className="border-slate-200" />
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              aria-disabled={signOut.isPending}
              onClick={() => !signOut.isPending && signOut.run()}
              className={cn(ITEM, signOut.isPending && 'opacity-60')}
            >
              <LogOut className="size-4 text-slate-500" aria-hidden />
              {signOut.isPending ? 'Signing out…' : 'Sign out'}
            </button>
          </>
        )}
      </div>
      {signOut?.error && (
        <p role="alert" className="px-4 py-2 text-sm text-red-700">
          {signOut.error}
        </p>
      )}
    </div>
  );
}
