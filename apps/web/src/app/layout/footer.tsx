import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InstagramIcon, LinkedinIcon, XBrandIcon, YoutubeIcon } from '@/components/ui/icons';
import { EnvironmentLabel } from '@/features/health/components/environment-label';

const socials: { href: string; label: string; icon: ReactNode }[] = [
  { href: 'https://instagram.com/pustaka.id', label: 'Instagram', icon: <InstagramIcon /> },
  { href: 'https://x.com/pustaka_id', label: 'X', icon: <XBrandIcon /> },
  { href: 'https://youtube.com/@pustaka.id', label: 'YouTube', icon: <YoutubeIcon /> },
  { href: 'https://linkedin.com/company/pustaka-id', label: 'LinkedIn', icon: <LinkedinIcon /> },
];

function Column({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="rounded text-sm text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-[1.5fr_1fr_1fr_1fr]">
          <div className="col-span-2 space-y-4 lg:col-span-1">
            <p className="text-lg font-extrabold text-white">Pustaka</p>
            <p className="max-w-xs text-sm leading-relaxed">{t('footer.tagline')}</p>
            <ul className="flex gap-2" aria-label={t('footer.social')}>
              {socials.map((social) => (
                <li key={social.label}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={social.label}
                    className="flex size-9 items-center justify-center rounded-lg bg-white/5 text-slate-300 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
                  >
                    {social.icon}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <Column
            title={t('footer.product')}
            links={[
              { to: '/products', label: t('nav.products') },
              { to: '/courses', label: t('nav.courses') },
              { to: '/audio', label: t('nav.audio') },
              { to: '/slides', label: t('nav.slides') },
              { to: '/subscription', label: t('nav.subscription') },
            ]}
          />
          <Column
            title={t('footer.company')}
            links={[
              { to: '/about', label: t('footer.about') },
              { to: '/terms-and-conditions', label: t('footer.terms') },
              { to: '/privacy-policy', label: t('footer.privacy') },
              { to: '/contact', label: t('footer.contact') },
            ]}
          />
          <Column
            title={t('footer.resources')}
            links={[
              { to: '/authors', label: t('nav.creators') },
              { to: '/blog', label: t('nav.blog') },
              { to: '/register', label: t('footer.becomeCreator') },
              { to: '/health', label: t('footer.status') },
            ]}
          />
        </div>
        <div className="mt-10 flex flex-col gap-3 border-t border-white/10 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between [&>span]:self-start sm:[&>span]:self-auto">
          <p>© 2025 Pustaka. {t('footer.rights')}</p>
          <EnvironmentLabel />
        </div>
      </div>
    </footer>
  );
}
