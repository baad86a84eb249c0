import { Calculator, Coins, Droplets, HandCoins, ListChecks, ShieldCheck } from 'lucide-react';
import { Card } from '../../../components/ui/card';

const FEATURES = [
  { icon: Coins, title: 'Fund tech projects', text: 'Lend ETH to software, AI, blockchain and automation pools.' },
  {
    icon: HandCoins,
    title: 'Project funding',
    text: 'Borrow against collateral at a rate that falls as your project matures.',
  },
  { icon: Droplets, title: 'Liquidity tiers', text: 'From Bronze to Platinum: larger deposits earn an APY bonus.' },
  {
    icon: Calculator,
    title: 'Live calculations',
    text: 'Every result updates as you type, from the published tables.',
  },
  {
    icon: ShieldCheck,
    title: 'Clear limits',
    text: 'Maximum loans, collateral and minimum deposits are checked as you go.',
  },
  {
    icon: ListChecks,
    title: 'Recorded intents',
    text: 'What you submit is saved and listed, so you can come back to it.',
  },
] as const;

/** The features grid (part-2 §2). */
export function FundingFeatures() {
  return (
    <section aria-labelledby="funding-features-heading" className="flex flex-col gap-3">
      <h2 id="funding-features-heading" className="text-lg font-semibold text-slate-900">
        How the simulator works
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="flex h-full gap-3 p-4">
              <span className="h-fit rounded-xl bg-brand-50 p-2 text-brand-600" aria-hidden>
                <Icon className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm text-slate-600">{text}</p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
