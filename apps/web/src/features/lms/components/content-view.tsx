import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfReader } from '@/components/media/pdf-reader';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { type OpenedContent, useLmsProgressSaver } from '@/features/lms/api/learner';
import { SlidesContent } from './slides-content';

const WATCHED = 90;

/** A video or a track: resumes at the saved second, saves every 10 s and at once when it counts as watched. */
function MediaPlayer({ opened, kind }: { opened: OpenedContent; kind: 'video' | 'audio' }) {
  const { t } = useTranslation();
  const save = useLmsProgressSaver(opened.content.id);
  const furthest = useRef(opened.content.progress.percentage);
  const done = useRef(opened.content.progress.completed);
  const ref = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const onTime = () => {
    const media = ref.current;
    if (!media?.duration || opened.preview) return;
    const percentage = Math.min(100, (media.currentTime / media.duration) * 100);
    furthest.current = Math.max(furthest.current, percentage);
    const reached = furthest.current >= WATCHED && !done.current;
    if (reached) done.current = true;
    void save(
      { position: Math.floor(media.currentTime), percentage: Math.round(furthest.current * 10) / 10 },
      reached,
    );
  };
  const props = {
    ref,
    src: opened.stream_url ?? undefined,
    controls: true,
    preload: 'metadata' as const,
    onLoadedMetadata: () => {
      const media = ref.current;
      const at = opened.content.progress.position;
      if (media && at > 0 && at < media.duration - 1) media.currentTime = at;
    },
    onTimeUpdate: onTime,
    onPause: onTime,
    'aria-label': opened.content.title,
  };
  return kind === 'video' ? (
    <video {...props} className="aspect-video w-full rounded-xl bg-black" data-testid="lms-video" />
  ) : (
    <div className="rounded-xl bg-slate-50 p-6">
      <p className="mb-3 text-sm text-slate-600">{t('lms.learner.listen')}</p>
      <audio {...props} className="w-full" data-testid="lms-audio" />
    </div>
  );
}

/** A PDF: resumes at the saved page; the last page completes it. */
function PdfContent({ opened }: { opened: OpenedContent }) {
  const save = useLmsProgressSaver(opened.content.id, 1_000);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the document reopens for another content only
  const source = useMemo(() => ({ url: opened.stream_url ?? '' }), [opened.content.id]);
  return (
    <PdfReader
      source={source}
      title={opened.content.title}
      initialPage={Math.max(1, opened.content.progress.position)}
      onPageChange={(page, pages) => {
        if (!opened.preview)
          void save({ position: page, percentage: Math.round((page / pages) * 1000) / 10 }, page >= pages);
      }}
      frameClassName="h-[calc(100dvh-16rem)] min-h-96"
    />
  );
}

/** Text is complete once it is opened. */
function TextContent({ opened }: { opened: OpenedContent }) {
  const save = useLmsProgressSaver(opened.content.id);
  useEffect(() => {
    if (!opened.preview && !opened.content.progress.completed)
      void save({ position: 0, percentage: 100 }, true);
  }, [opened, save]);
  return null;
}

function SanitisedHtml({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side (catalogue rich-text)
  return <div className="prose-content" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** One content as the learner studies it, with the viewers the rest of the app uses. */
export function ContentView({ opened }: { opened: OpenedContent }) {
  const { t } = useTranslation();
  const { content } = opened;
  const isPdf = content.content_type === 'application/pdf';
  return (
    <div className="space-y-4" data-testid="content-view">
      {opened.preview ? <Alert tone="info">{t('lms.learner.preview')}</Alert> : null}
      {content.type === 'text' ? <TextContent opened={opened} /> : null}
      {(content.type === 'video' || content.type === 'audio') && opened.stream_url ? (
        <MediaPlayer key={content.id} opened={opened} kind={content.type} />
      ) : null}
      {content.type === 'pdf' && opened.stream_url && isPdf ? (
        <PdfContent key={content.id} opened={opened} />
      ) : null}
      {content.type === 'slides' && opened.stream_url ? (
        <SlidesContent key={content.id} opened={opened} />
      ) : null}
      {content.type === 'quiz' ? (
        <Alert tone="info" title={t('lms.quiz.title')}>
          <ButtonLink to={`/lms/contents/${content.id}/quiz`} className="mt-2" data-testid="take-quiz">
            {content.progress.completed ? t('lms.quiz.again') : t('lms.quiz.take')}
          </ButtonLink>
        </Alert>
      ) : null}
      {content.type !== 'text' && content.type !== 'quiz' && !opened.stream_url ? (
        <Alert tone="warning">{t('lms.learner.noFile')}</Alert>
      ) : null}
      {content.body_html.trim() ? (
        <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <SanitisedHtml html={content.body_html} />
        </div>
      ) : null}
    </div>
  );
}
