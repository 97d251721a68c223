import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EditIcon } from '@/components/ui/more-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { updateSessionUser } from '@/features/auth/lib/session-store';
import { displayName, initials, primaryRole } from '@/features/auth/lib/user-rules';
import { useProfile } from '@/features/profile/api/profile';
import { ImageUploader } from '@/features/profile/components/image-uploader';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';

function Detail({ label, value }: { label: string; value: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm break-words text-slate-900 sm:col-span-2 sm:mt-0">
        {value || <span className="text-slate-400">{t('profile.notSet')}</span>}
      </dd>
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <Skeleton className="aspect-[3/1] w-full rounded-2xl sm:aspect-[5/1]" />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <Skeleton className="h-80 rounded-2xl" />
        <Skeleton className="h-80 rounded-2xl" />
      </div>
    </div>
  );
}

/**
 * The profile, as a member sees it (`/dashboard/profile`) or as a creator does (`/publisher/profile`): the
 * same name, bio, website, photo and cover are what buyers see on the creator's public page, so the
 * creator's view says so and links to that page.
 */
export function ProfilePage({ creator = false }: { creator?: boolean }) {
  const { t, i18n } = useTranslation();
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  const title = creator ? t('profile.creatorTitle') : t('profile.title');
  useDocumentTitle(title);

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
          {creator ? <p className="mt-1 text-slate-600">{t('profile.creatorText')}</p> : null}
        </div>
        {creator && profile.data ? (
          <ButtonLink to={`/authors/${profile.data.id}`} variant="outline">
            {t('profile.viewPublic')}
          </ButtonLink>
        ) : null}
      </div>
      {profile.error ? (
        <Alert tone="error" title={t('profile.loadFailed')}>
          {profile.error.message}
        </Alert>
      ) : !profile.data ? (
        <ProfileSkeleton />
      ) : (
        <>
          <div className="relative overflow-hidden rounded-2xl bg-gradient-to-r from-indigo-500 via-violet-500 to-sky-500">
            <div className="aspect-[3/1] w-full sm:aspect-[5/1]">
              {profile.data.cover_url ? (
                <img
                  src={profile.data.cover_url}
                  alt={t('profile.coverAlt')}
                  className="size-full object-cover"
                />
              ) : null}
            </div>
          </div>
          <div className="relative z-10 -mt-14 flex flex-col gap-3 px-4 sm:-mt-16 sm:flex-row sm:items-end sm:px-6">
            <span className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full bg-indigo-100 text-3xl font-semibold text-indigo-700 ring-4 ring-white sm:size-28">
              {profile.data.avatar_url ? (
                <img
                  src={profile.data.avatar_url}
                  alt={t('profile.avatarAlt')}
                  className="size-full object-cover"
                />
              ) : (
                <span aria-hidden="true">{initials(profile.data)}</span>
              )}
            </span>
            <div className="min-w-0 pb-1">
              <p className="truncate text-xl font-bold text-slate-900">
                {displayName(profile.data, t('common.user'))}
              </p>
              <div className="mt-1 flex flex-wrap items-center gap-2">
                <Badge tone="brand">{t(`roles.${primaryRole(profile.data)}`)}</Badge>
                <Badge tone={profile.data.email_verified ? 'success' : 'warning'}>
                  {profile.data.email_verified ? t('dashboard.verified') : t('dashboard.unverified')}
                </Badge>
              </div>
            </div>
          </div>

          <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
            <Card>
              <CardHeader
                title={t('profile.details')}
                description={t('profile.detailsText')}
                action={
                  editing ? null : (
                    <Button
                      size="sm"
                      variant="outline"
                      icon={<EditIcon className="size-4" />}
                      onClick={() => setEditing(true)}
                    >
                      {t('profile.edit')}
                    </Button>
                  )
                }
              />
              <CardBody>
                {editing ? (
                  <ProfileForm
                    user={profile.data}
                    onSaved={(user) => {
                      updateSessionUser(user);
                      setEditing(false);
                    }}
                    onCancel={() => setEditing(false)}
                  />
                ) : (
                  <dl className="divide-y divide-slate-100">
                    <Detail label={t('auth.firstName')} value={profile.data.first_name} />
                    <Detail label={t('auth.lastName')} value={profile.data.last_name} />
                    <Detail label={t('auth.email')} value={profile.data.email} />
                    <Detail label={t('profile.bio')} value={profile.data.bio} />
                    <Detail label={t('profile.phone')} value={profile.data.phone} />
                    <Detail label={t('profile.website')} value={profile.data.website} />
                    <Detail label={t('settings.language')} value={t(`languages.${profile.data.language}`)} />
                    <Detail
                      label={t('dashboard.memberSince')}
                      value={formatDate(profile.data.created_at, i18n.language)}
                    />
                  </dl>
                )}
              </CardBody>
            </Card>
            <div className="space-y-6">
              <Card>
                <CardHeader title={t('profile.avatar')} />
                <CardBody>
                  <ImageUploader
                    kind="avatar"
                    currentUrl={profile.data.avatar_url}
                    initials={initials(profile.data)}
                    onSaved={updateSessionUser}
                  />
                </CardBody>
              </Card>
              <Card>
                <CardHeader title={t('profile.cover')} />
                <CardBody>
                  <ImageUploader
                    kind="cover"
                    currentUrl={profile.data.cover_url}
                    onSaved={updateSessionUser}
                  />
                </CardBody>
              </Card>
            </div>
          </div>
        </>
      )}
    </div>
  );
}

export function CreatorProfilePage() {
  return <ProfilePage creator />;
}
