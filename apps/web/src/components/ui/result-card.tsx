import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Card, CardBody } from './card';
import { RefreshIcon } from './icons';
import { CheckCircleIcon, ClockIcon, XCircleIcon } from './more-icons';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';

export type ResultTone = 'success' | 'waiting' | 'failed';

const icons: Record<ResultTone, ReactNode> = {
  success: <CheckCircleIcon className="size-9" />,
  failed: <XCircleIcon className="size-9" />,
  waiting: <ClockIcon className="size-9" />,
};

const colours: Record<ResultTone, string> = {
  success: 'bg-emerald-50 text-emerald-600',
  failed: 'bg-red-50 text-red-600',
  waiting: 'bg-amber-50 text-amber-600',
};

/** The narrow centred card a payment gateway returns the buyer to. */
export function ResultCard({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:py-16">
      <Card>
        <CardBody className="px-5 py-8 sm:px-8">{children}</CardBody>
      </Card>
    </div>
  );
}

/** The outcome in one look: a coloured icon, a title and a sentence. */
export function ResultHeading({ tone, title, text }: { tone: ResultTone; title: string; text: string }) {
  return (
    <div className="space-y-3 text-center">
      <span className={`mx-auto flex size-16 items-center justify-center rounded-full ${colours[tone]}`}>
        {icons[tone]}
      </span>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mx-auto max-w-md text-slate-600">{text}</p>
    </div>
  );
}

/**
 * One outcome of a payment: the heading, then what it is about (the order or plan line, a notice), then the
 * actions side by side, stacked on a phone.
 */
export function ResultOutcome({
  testId,
  tone,
  title,
  text,
  children,
  actions,
}: {
  testId: string;
  tone: ResultTone;
  title: string;
  text: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className="space-y-6" data-testid={testId}>
      <ResultHeading tone={tone} title={title} text={text} />
      {children}
      <div className="flex flex-col justify-center gap-2 sm:flex-row">{actions}</div>
    </div>
  );
}

/** Asks for the payment once more, offered only after the page has stopped asking by itself. */
export function CheckAgainButton({
  gaveUp,
  label,
  onClick,
}: {
  gaveUp: boolean;
  label: string;
  onClick: () => void;
}) {
  return gaveUp ? (
    <Button variant="outline" icon={<RefreshIcon className="size-4" />} onClick={onClick}>
      {label}
    </Button>
  ) : null;
}

/** The result card's shape while the first answer is on its way. */
export function ResultSkeleton({ testId }: { testId: string }) {
  return (
    <div className="space-y-4" aria-busy="true" data-testid={testId}>
      <Skeleton className="mx-auto size-16 rounded-full" />
      <Skeleton className="mx-auto h-8 w-2/3" />
      <Skeleton className="h-20 w-full rounded-xl" />
    </div>
  );
}

/** "Still checking" with a spinner while the page polls; once it has given up, a warning that the answer is late. */
export function PollingNotice({
  gaveUp,
  checking,
  slowTitle,
  slowText,
}: {
  gaveUp: boolean;
  checking: string;
  slowTitle: string;
  slowText: string;
}) {
  return gaveUp ? (
    <Alert tone="warning" title={slowTitle}>
      {slowText}
    </Alert>
  ) : (
    <p className="flex items-center justify-center gap-2 text-sm text-slate-600" role="status">
      <Spinner />
      {checking}
    </p>
  );
}
