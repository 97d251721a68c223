import type { ReactNode } from 'react';
import { Card, CardBody } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The colours of a marketing page's hero and step numbers. */
const PALETTES = {
  sky: {
    hero: 'from-sky-700 to-indigo-700',
    kicker: 'text-sky-100',
    lead: 'text-sky-50',
    step: 'bg-sky-600',
  },
  indigo: {
    hero: 'from-indigo-700 to-sky-600',
    kicker: 'text-indigo-100',
    lead: 'text-indigo-50',
    step: 'bg-indigo-600',
  },
} as const;

/** A feature card or a numbered step. */
export type MarketingItem = { key: string; title: string; text: string };

export type MarketingPageProps = {
  palette: keyof typeof PALETTES;
  kicker: string;
  title: string;
  lead: string;
  /** The hero's calls to action. */
  heroActions: ReactNode;
  featuresTitle: string;
  features: readonly MarketingItem[];
  stepsTitle: string;
  steps: readonly MarketingItem[];
  /** The dark closing band. */
  closing: { title: string; text: string; actions: ReactNode };
};

/** A guest page saying what a product line offers and how to start: hero, feature grid, steps, closing band. */
export function MarketingPage(props: MarketingPageProps) {
  const { palette, heroActions, features, steps, closing } = props;
  const colours = PALETTES[palette];
  useDocumentTitle(props.title);
  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-10 sm:px-6 lg:px-8">
      <section className={`rounded-3xl bg-gradient-to-br ${colours.hero} px-6 py-12 text-white sm:px-12`}>
        <p className={`text-sm font-semibold uppercase tracking-wide ${colours.kicker}`}>{props.kicker}</p>
        <h1 className="mt-2 max-w-3xl text-3xl font-bold sm:text-4xl">{props.title}</h1>
        <p className={`mt-4 max-w-2xl text-lg ${colours.lead}`}>{props.lead}</p>
        <div className="mt-6 flex flex-wrap gap-3">{heroActions}</div>
      </section>
      <section className="space-y-4">
        <h2 className="text-2xl font-bold text-slate-900">{props.featuresTitle}</h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => (
            <li key={feature.key}>
              <Card className="h-full">
                <CardBody>
                  <p className="font-semibold text-slate-900">{feature.title}</p>
                  <p className="mt-1 text-sm text-slate-600">{feature.text}</p>
                </CardBody>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <section className="space-y-4">
        <h2 className="text-2xl font-bold text-slate-900">{props.stepsTitle}</h2>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.key} className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
              <span
                className={`flex size-8 items-center justify-center rounded-full ${colours.step} font-bold text-white`}
              >
                {index + 1}
              </span>
              <p className="mt-3 font-semibold text-slate-900">{step.title}</p>
              <p className="mt-1 text-sm text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="rounded-2xl bg-slate-900 px-6 py-8 text-white sm:px-10">
        <h2 className="text-xl font-bold">{closing.title}</h2>
        <p className="mt-2 max-w-3xl text-slate-200">{closing.text}</p>
        <div className="mt-4 flex flex-wrap gap-3">{closing.actions}</div>
      </section>
    </div>
  );
}
