import { useTranslation } from 'react-i18next';
import { InputField } from '@/components/ui/field';

/** The playground's pasted page: its HTML, and the address it came from as the base of its links. */
export function PageSourceFields({
  html,
  baseUrl,
  onHtml,
  onBaseUrl,
}: {
  html: string;
  baseUrl: string;
  onHtml: (value: string) => void;
  onBaseUrl: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <label className="block text-sm">
        <span className="font-medium text-slate-900">{t('extraction.playground.html')}</span>
        <span className="mt-0.5 block text-slate-600">{t('extraction.playground.htmlHint')}</span>
        <textarea
          className="mt-1.5 block h-40 w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-xs text-slate-900 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200"
          value={html}
          spellCheck={false}
          placeholder="<!doctype html>…"
          onChange={(event) => onHtml(event.target.value)}
          data-testid="playground-html"
        />
      </label>
      <InputField
        label={t('extraction.playground.baseUrl')}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={baseUrl}
        onChange={(event) => onBaseUrl(event.target.value)}
        data-testid="playground-base-url"
      />
    </div>
  );
}
