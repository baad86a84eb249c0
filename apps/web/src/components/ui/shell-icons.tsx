import type { SVGProps } from 'react';

/**
 * The icons of the app shell, drawn inline (lucide's shapes, ISC licence): the first page then
 * carries no icon library (DESIGN.md §8 budget); every other part uses lucide-react itself.
 */
type IconProps = SVGProps<SVGSVGElement>;

function ShellIcon({ children, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}

export const ArrowLeft = (props: IconProps) => (
  <ShellIcon {...props}>
    <path d="m12 19-7-7 7-7" />
    <path d="M19 12H5" />
  </ShellIcon>
);

export const MessageSquare = (props: IconProps) => (
  <ShellIcon {...props}>
    <path d="M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z" />
  </ShellIcon>
);

export const MessagesSquare = (props: IconProps) => (
  <ShellIcon {...props}>
    <path d="M16 10a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 14.286V4a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" />
    <path d="M20 9a2 2 0 0 1 2 2v10.286a.71.71 0 0 1-1.212.502l-2.202-2.202A2 2 0 0 0 17.172 19H10a2 2 0 0 1-2-2v-1" />
  </ShellIcon>
);

export const ChevronDown = (props: IconProps) => (
  <ShellIcon {...props}>
    <path d="m6 9 6 6 6-6" />
  </ShellIcon>
);

export const Bell = (props: IconProps) => (
  <ShellIcon {...props}>
    <path d="M10.268 21a2 2 0 0 0 3.464 0" />
    <path d="M3.262 15.326A1 1 0 0 0 4 17h16a1 1 0 0 0 .74-1.673C19.41 13.956 18 12.499 18 8A6 6 0 0 0 6 8c0 4.499-1.411 5.956-2.738 7.326" />
  </ShellIcon>
);

export const Menu = (props: IconProps) => (
  <ShellIcon {...props}>
    <path d="M4 5h16" />
    <path d="M4 12h16" />
    <path d="M4 19h16" />
  </ShellIcon>
);

export const X = (props: IconProps) => (
  <ShellIcon {...props}>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </ShellIcon>
);
