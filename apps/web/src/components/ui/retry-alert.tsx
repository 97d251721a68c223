import { Alert } from './alert';
import { Button } from './button';
import { RefreshIcon } from './icons';

/** A load that failed: what went wrong and a button to ask again. */
export function RetryAlert({
  title,
  message,
  retryLabel,
  onRetry,
}: {
  title: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Alert tone="error" title={title}>
      <p>{message}</p>
      <Button
        size="sm"
        variant="outline"
        className="mt-2"
        icon={<RefreshIcon className="size-4" />}
        onClick={onRetry}
      >
        {retryLabel}
      </Button>
    </Alert>
  );
}
