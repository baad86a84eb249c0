/** The application frame. The navigation shell and routes arrive with the web shell issue. */
export function App() {
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col justify-center gap-4 px-6 py-16">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">✨ AI-Powered Development Platform</p>
      <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">AI Project Assistant</h1>
      <p className="text-lg text-slate-600">From Idea to Reality in Minutes.</p>
    </main>
  );
}
