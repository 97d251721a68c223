import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfReader } from '@/components/media/pdf-reader';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { type OpenedContent, useHeartbeat, useProgressReporter } from '@/features/lms/api/learner';
import { SlidesContent } from './slides-content';

/**
 * A video or a track: resumes at the saved second and reports while it plays (every 10 s, and at play,
 * pause, a seek and the end), so the server counts the time really played.
 */
function MediaPlayer({ opened, kind }: { opened: OpenedContent; kind: 'video' | 'audio' }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  // Where the media was before a seek began: the stretch played up to there still counts.
  const beforeSeek = useRef(0);
  const seeking = useRef(false);
  const position = () => Math.round((ref.current?.currentTime ?? 0) * 10) / 10;
  const beat = useHeartbeat(
    opened.content.id,
    () => {
      const media = ref.current;
      return { position: position(), active: Boolean(media && !media.paused && !media.ended) };
    },
    !opened.preview,
  );
  const report = useProgressReporter(opened.content.id);
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
    onTimeUpdate: () => {
      if (!seeking.current) beforeSeek.current = position();
    },
    onSeeking: () => {
      if (seeking.current || opened.preview) return;
      seeking.current = true;
      if (ref.current && !ref.current.paused) void report({ position: beforeSeek.current, active: true });
    },
    onSeeked: () => {
      seeking.current = false;
      beforeSeek.current = position();
      beat();
    },
    onPlay: beat,
    onPause: beat,
    onEnded: beat,
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

/** A PDF: resumes at the saved page and reports each page shown; the server counts the distinct ones. */
function PdfContent({ opened }: { opened: OpenedContent }) {
  const report = useProgressReporter(opened.content.id);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the document reopens for another content only
  const source = useMemo(() => ({ url: opened.stream_url ?? '' }), [opened.content.id]);
  return (
    <PdfReader
      source={source}
      title={opened.content.title}
      initialPage={Math.max(1, opened.content.progress.position)}
      onPageChange={(page) => {
        if (!opened.preview) void report({ position: page, active: false });
      }}
      frameClassName="h-[calc(100dvh-16rem)] min-h-96"
    />
  );
}

/** A text counts the time it is on screen: a report every 10 s while the page is visible, until complete. */
function TextContent({ opened }: { opened: OpenedContent }) {
  const visible = () => ({ position: 0, active: document.visibilityState === 'visible' });
  const counting = !opened.preview && !opened.content.progress.completed;
  const beat = useHeartbeat(opened.content.id, visible, counting);
  useEffect(() => {
    beat();
    document.addEventListener('visibilitychange', beat);
    return () => document.removeEventListener('visibilitychange', beat);
  }, [beat]);
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
      {content.type === 'text' ? <TextContent key={content.id} opened={opened} /> : null}
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
