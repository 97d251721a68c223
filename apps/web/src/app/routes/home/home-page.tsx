import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import {
  ArrowRightIcon,
  BookIcon,
  ChartIcon,
  CheckIcon,
  CodeIcon,
  HeadphonesIcon,
  PresentationIcon,
  ShieldIcon,
  SparklesIcon,
  StarIcon,
  VideoIcon,
  WalletIcon,
} from '@/components/ui/icons';
import { useSession } from '@/features/auth/lib/session-store';
import { cleanNamePart, hasRole } from '@/features/auth/lib/user-rules';
import { useActiveProducts, useProductsByFormat } from '@/features/products/api/home-products';
import { ProductRow } from '@/features/products/components/product-row';
import type { FormatCode } from '@/features/products/lib/product-rules';
import { useDocumentTitle } from '@/lib/use-document-title';

function Hero({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-slate-50">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-indigo-200/40 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-semibold text-indigo-700 shadow-sm ring-1 ring-indigo-100">
            <SparklesIcon className="size-4" />
            {t('home.hero.eyebrow')}
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
            {t('home.hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-600">{t('home.hero.text')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/products" size="lg" icon={<BookIcon className="size-5" />}>
              {t('home.hero.browse')}
            </ButtonLink>
            <ButtonLink to={signedIn ? '/dashboard' : '/register'} size="lg" variant="outline">
              {t('home.hero.sell')}
            </ButtonLink>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
            {[t('home.hero.point1'), t('home.hero.point2'), t('home.hero.point3')].map((point) => (
              <li key={point} className="flex items-center gap-1.5">
                <CheckIcon className="size-4 text-emerald-600" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}

/** Four format tiles drawn in CSS: no image to download. */
function HeroArt() {
  const { t } = useTranslation();
  const tiles = [
    {
      icon: <BookIcon className="size-7" />,
      label: t('products.kind.book'),
      tone: 'from-indigo-500 to-violet-500',
    },
    {
      icon: <HeadphonesIcon className="size-7" />,
      label: t('products.kind.audio'),
      tone: 'from-emerald-500 to-teal-500',
    },
    {
      icon: <VideoIcon className="size-7" />,
      label: t('products.kind.video'),
      tone: 'from-rose-500 to-orange-400',
    },
    {
      icon: <PresentationIcon className="size-7" />,
      label: t('products.kind.slides'),
      tone: 'from-amber-500 to-yellow-400',
    },
  ];
  return (
    <div aria-hidden="true" className="mx-auto hidden w-full max-w-md grid-cols-2 gap-4 sm:grid">
      {tiles.map((tile, index) => (
        <div
          key={tile.label}
          className={`rounded-2xl bg-white p-4 shadow-lg ring-1 shadow-indigo-100 ring-slate-100 ${index % 2 ? 'translate-y-6' : ''}`}
        >
          <div
            className={`flex aspect-[4/3] items-center justify-center rounded-xl bg-gradient-to-br text-white ${tile.tone}`}
          >
            {tile.icon}
          </div>
          <p className="mt-3 text-sm font-semibold text-slate-900">{tile.label}</p>
          <div className="mt-2 h-2 w-2/3 rounded-full bg-slate-100" />
          <div className="mt-1.5 h-2 w-1/3 rounded-full bg-slate-100" />
        </div>
      ))}
    </div>
  );
}

function WelcomeBlock() {
  const { t } = useTranslation();
  const session = useSession();
  const user = session.isAuthenticated ? session.user : null;

  if (user) {
    const firstName = cleanNamePart(user.first_name) || t('common.user');
    const isPublisher = hasRole(user, 'publisher');
    return (
      <section className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8" data-testid="welcome-back">
        <div className="flex flex-col gap-4 rounded-2xl bg-indigo-600 p-6 text-white shadow-lg shadow-indigo-200 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 className="text-2xl font-bold">{t('home.welcome.title', { name: firstName })}</h2>
            <p className="mt-1 text-indigo-100">
              {isPublisher ? t('home.welcome.textPublisher') : t('home.welcome.text')}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <ButtonLink to="/dashboard" variant="secondary">
              {t('nav.dashboard')}
            </ButtonLink>
            <ButtonLink
              to="/dashboard/library"
              variant="outline"
              className="border-white/40 bg-transparent text-white hover:bg-white/10"
            >
              {t('home.welcome.library')}
            </ButtonLink>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8" data-testid="sign-up-block">
      <div className="flex flex-col gap-4 rounded-2xl border border-indigo-100 bg-white p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2 className="text-2xl font-bold text-slate-900">{t('home.signup.title')}</h2>
          <p className="mt-1 text-slate-600">{t('home.signup.text')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/register" icon={<ArrowRightIcon className="size-4" />}>
            {t('home.signup.cta')}
          </ButtonLink>
          <ButtonLink to="/login" variant="outline">
            {t('nav.login')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

function Features() {
  const { t } = useTranslation();
  const features: { icon: ReactNode; title: string; text: string }[] = [
    { icon: <BookIcon />, title: t('home.features.sell.title'), text: t('home.features.sell.text') },
    { icon: <SparklesIcon />, title: t('home.features.ai.title'), text: t('home.features.ai.text') },
    {
      icon: <StarIcon />,
      title: t('home.features.recommend.title'),
      text: t('home.features.recommend.text'),
    },
    { icon: <ChartIcon />, title: t('home.features.saas.title'), text: t('home.features.saas.text') },
    {
      icon: <WalletIcon />,
      title: t('home.features.payments.title'),
      text: t('home.features.payments.text'),
    },
    { icon: <CodeIcon />, title: t('home.features.api.title'), text: t('home.features.api.text') },
  ];
  return (
    <section className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8" aria-labelledby="features-title">
      <div className="max-w-2xl">
        <h2 id="features-title" className="text-3xl font-bold tracking-tight text-slate-900">
          {t('home.features.title')}
        </h2>
        <p className="mt-3 text-slate-600">{t('home.features.text')}</p>
      </div>
      <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((feature) => (
          <div key={feature.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xs">
            <span className="flex size-11 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
              {feature.icon}
            </span>
            <h3 className="mt-4 font-semibold text-slate-900">{feature.title}</h3>
            <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{feature.text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}

function CreatorProgramme({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const standard = [t('home.creators.standard1'), t('home.creators.standard2'), t('home.creators.standard3')];
  const premium = [t('home.creators.premium1'), t('home.creators.premium2'), t('home.creators.premium3')];
  return (
    <section className="bg-slate-900 py-16 text-white sm:py-20" aria-labelledby="creators-title">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-indigo-300 uppercase">
            {t('home.creators.eyebrow')}
          </p>
          <h2 id="creators-title" className="mt-2 text-3xl font-bold tracking-tight">
            {t('home.creators.title')}
          </h2>
          <p className="mt-3 text-slate-300">{t('home.creators.text')}</p>
        </div>
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          <div className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-8">
            <p className="text-sm font-semibold text-slate-300">{t('home.creators.standardName')}</p>
            <p className="mt-2 text-5xl font-extrabold">70%</p>
            <p className="mt-1 text-sm text-slate-400">{t('home.creators.shareLabel')}</p>
            <ul className="mt-6 space-y-3">
              {standard.map((item) => (
                <li key={item} className="flex gap-2 text-sm text-slate-200">
                  <CheckIcon className="size-5 shrink-0 text-emerald-400" />
                  {item}
                </li>
              ))}
            </ul>
            <ButtonLink to={signedIn ? '/dashboard' : '/register'} className="mt-8">
              {t('home.creators.standardCta')}
            </ButtonLink>
          </div>
          <div className="relative rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-600 p-6 shadow-xl sm:p-8">
            <span className="absolute top-6 right-6 rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-bold text-amber-950">
              {t('home.creators.premiumBadge')}
            </span>
            <p className="text-sm font-semibold text-indigo-100">{t('home.creators.premiumName')}</p>
            <p className="mt-2 text-5xl font-extrabold">90%</p>
            <p className="mt-1 text-sm text-indigo-100">{t('home.creators.shareLabel')}</p>
            <ul className="mt-6 space-y-3">
              {premium.map((item) => (
                <li key={item} className="flex gap-2 text-sm text-white">
                  <CheckIcon className="size-5 shrink-0 text-amber-300" />
                  {item}
                </li>
              ))}
            </ul>
            <ButtonLink to="/contact" variant="secondary" className="mt-8">
              {t('home.creators.premiumCta')}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}

function SlidesSection() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8" aria-labelledby="slides-title">
      <div className="grid gap-8 overflow-hidden rounded-3xl bg-gradient-to-br from-amber-50 to-orange-50 p-6 ring-1 ring-amber-100 sm:p-10 lg:grid-cols-2 lg:items-center">
        <div>
          <span className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-semibold text-amber-800 ring-1 ring-amber-200">
            <PresentationIcon className="size-4" />
            {t('home.slides.eyebrow')}
          </span>
          <h2 id="slides-title" className="mt-4 text-3xl font-bold tracking-tight text-slate-900">
            {t('home.slides.title')}
          </h2>
          <p className="mt-3 text-slate-700">{t('home.slides.text')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to="/slides">{t('home.slides.browse')}</ButtonLink>
            <ButtonLink to="/ai-slides" variant="outline" icon={<SparklesIcon className="size-4" />}>
              {t('home.slides.ai')}
            </ButtonLink>
          </div>
        </div>
        <div aria-hidden="true" className="relative mx-auto aspect-video w-full max-w-md">
          <div className="absolute inset-0 translate-x-4 translate-y-4 rounded-2xl bg-amber-200/60" />
          <div className="absolute inset-0 flex flex-col rounded-2xl bg-white p-5 shadow-xl ring-1 ring-amber-100">
            <div className="h-3 w-1/2 rounded-full bg-slate-800" />
            <div className="mt-2 h-2 w-1/3 rounded-full bg-slate-300" />
            <div className="mt-auto grid grid-cols-3 items-end gap-3">
              <div className="h-10 rounded-md bg-indigo-200" />
              <div className="h-16 rounded-md bg-indigo-400" />
              <div className="h-24 rounded-md bg-indigo-600" />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

function FormatRow({
  format,
  title,
  viewAll,
  icon,
}: {
  format: FormatCode;
  title: string;
  viewAll: string;
  icon: ReactNode;
}) {
  const { t } = useTranslation();
  // The specification asks for three per format (`?product_format=…&limit=3`, "3 per format (up to 4 shown)").
  // Asking for four would change the documented call, and three cards in a four-column grid leave a hole, so
  // the fourth place holds a "view all" tile: the row is full at two columns on a phone and four on a desktop.
  const query = useProductsByFormat(format, 3);
  return (
    <ProductRow
      viewAllTile
      title={title}
      viewAllHref={viewAll}
      products={query.data}
      loading={query.isPending}
      emptyText={t('products.emptyFormat')}
      icon={icon}
      compactEmpty
    />
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const featured = useActiveProducts(6);
  useDocumentTitle(null);

  return (
    <div className="space-y-16 pb-20 sm:space-y-20">
      <Hero signedIn={session.isAuthenticated} />
      <WelcomeBlock />
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <ProductRow
          title={t('home.rows.featured')}
          description={t('home.rows.featuredText')}
          viewAllHref="/products"
          products={featured.data}
          loading={featured.isPending}
          emptyText={t('products.empty')}
          icon={<StarIcon className="size-5 text-amber-500" />}
        />
      </div>
      <Features />
      <div className="mx-auto max-w-7xl space-y-14 px-4 sm:px-6 lg:px-8">
        <FormatRow
          format="PDF"
          title={t('home.rows.ebooks')}
          viewAll="/products?format=Ebook"
          icon={<BookIcon className="size-5 text-indigo-600" />}
        />
        <FormatRow
          format="MP3"
          title={t('home.rows.audio')}
          viewAll="/products?format=Audio"
          icon={<HeadphonesIcon className="size-5 text-emerald-600" />}
        />
        <FormatRow
          format="CRS"
          title={t('home.rows.video')}
          viewAll="/products?format=Video"
          icon={<VideoIcon className="size-5 text-rose-600" />}
        />
        <FormatRow
          format="PPT"
          title={t('home.rows.slides')}
          viewAll="/slides"
          icon={<PresentationIcon className="size-5 text-amber-600" />}
        />
      </div>
      <CreatorProgramme signedIn={session.isAuthenticated} />
      <SlidesSection />
      <section className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col items-start gap-4 rounded-2xl border border-slate-200 bg-white p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div className="flex items-start gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-emerald-50 text-emerald-600">
              <ShieldIcon />
            </span>
            <div>
              <h2 className="text-lg font-semibold text-slate-900">{t('home.trust.title')}</h2>
              <p className="mt-1 text-sm text-slate-600">{t('home.trust.text')}</p>
            </div>
          </div>
          <ButtonLink to="/about" variant="outline">
            {t('home.trust.cta')}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
