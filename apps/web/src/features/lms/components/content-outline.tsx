import type { LmsLearnerContent } from '@pustaka/contract';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lockText } from '@/features/lms/lib/locks';

function LockGlyph() {
  return (
    <svg viewBox="0 0 16 16" className="size-3.5" fill="currentColor" aria-hidden="true">
      <path d="M5 7V5a3 3 0 1 1 6 0v2h.5A1.5 1.5 0 0 1 13 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-7A1.5 1.5 0 0 1 3 13.5v-5A1.5 1.5 0 0 1 4.5 7H5Zm1.5 0h3V5a1.5 1.5 0 0 0-3 0v2Z" />
    </svg>
  );
}

/** The course's contents beside the one open: done, open or locked (with why), the current one marked. */
export function ContentOutline({
  contents,
  currentId,
}: {
  contents: LmsLearnerContent[];
  currentId?: number;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ol className="space-y-1" data-testid="content-outline">
      {contents.map((content, index) => {
        const mark = content.progress.completed ? '✓' : content.lock ? <LockGlyph /> : String(index + 1);
        const body = (
          <>
            <span
              className={clsx(
                'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                content.progress.completed
                  ? 'bg-emerald-100 text-emerald-700'
                  : 'bg-slate-100 text-slate-600',
              )}
              aria-hidden="true"
            >
              {mark}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium">{content.title}</span>
              <span className="block text-xs text-slate-500">
                {content.lock
                  ? lockText(t, content.lock, contents, i18n.language)
                  : t(`lms.type.${content.type}`)}
              </span>
            </span>
          </>
        );
        // A locked step is told by its lighter title and its lock line, both still readable (AA contrast).
        const classes = clsx(
          'flex items-center gap-3 rounded-lg px-2 py-2',
          content.id === currentId
            ? 'bg-indigo-50 text-indigo-900'
            : content.lock
              ? 'text-slate-600'
              : 'text-slate-800',
        );
        return (
          <li key={content.id}>
            {content.lock ? (
              <div className={classes}>{body}</div>
            ) : (
              <Link
                to={`/lms/contents/${content.id}`}
                className={clsx(classes, 'hover:bg-slate-50')}
                aria-current={content.id === currentId ? 'page' : undefined}
              >
                {body}
              </Link>
            )}
          </li>
        );
      })}
    </ol>
  );
}
