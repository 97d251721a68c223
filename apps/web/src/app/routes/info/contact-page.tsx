import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardBody } from '@/components/ui/card';
import { ClockIcon, HomeIcon, MailIcon } from '@/components/ui/more-icons';
import { useSession } from '@/features/auth/lib/session-store';
import { ContactForm } from '@/features/contact/components/contact-form';
import { useDocumentTitle } from '@/lib/use-document-title';

function InfoItem({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
        {icon}
      </span>
      <div>
        <p className="font-semibold text-slate-900">{title}</p>
        <div className="mt-0.5 text-sm text-slate-600">{children}</div>
      </div>
    </div>
  );
}

export function ContactPage() {
  const { t } = useTranslation();
  const session = useSession();
  useDocumentTitle(t('contact.title'));
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <div className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('contact.title')}</h1>
        <p className="mt-3 text-lg text-slate-600">{t('contact.subtitle')}</p>
      </div>
      <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <Card>
          <CardBody className="p-5 sm:p-8">
            <ContactForm user={session.isAuthenticated ? session.user : null} />
          </CardBody>
        </Card>
        <div className="space-y-6">
          <InfoItem icon={<MailIcon />} title={t('contact.emailTitle')}>
            <a href="mailto:halo@pustaka.id" className="text-indigo-700 hover:underline">
              halo@pustaka.id
            </a>
            <p>{t('contact.emailText')}</p>
          </InfoItem>
          <InfoItem icon={<ClockIcon />} title={t('contact.hoursTitle')}>
            <p>{t('contact.hoursText')}</p>
          </InfoItem>
          <InfoItem icon={<HomeIcon />} title={t('contact.officeTitle')}>
            <p>{t('contact.officeText')}</p>
          </InfoItem>
        </div>
      </div>
    </div>
  );
}
