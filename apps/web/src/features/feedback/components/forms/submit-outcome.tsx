/** The thank-you line after a form is sent, or kept as pending while offline (DESIGN.md §6). */
export function SubmitOutcome({ status, thanks }: { status: 'sent' | 'pending'; thanks: string }) {
  return (
    <p role="status" className="rounded-lg bg-emerald-50 px-4 py-6 text-center text-sm font-medium text-emerald-800">
      {status === 'sent'
        ? thanks
        : `${thanks} You're offline, so it is saved as pending and will be sent when you're back online.`}
    </p>
  );
}
