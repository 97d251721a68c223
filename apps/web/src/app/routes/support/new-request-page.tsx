import { SUPPORT_REQUEST_TYPES } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Card, CardBody } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { useSession } from '@/features/auth/lib/session-store';
import { hasRole } from '@/features/auth/lib/user-rules';
import { NewRequestForm } from '@/features/support/components/new-request-form';
import { SupportHeader } from '@/features/support/components/support-header';
import { useDocumentTitle } from '@/lib/use-document-title';

/** `?type=premium_creator` (from where the Premium Creator tier is offered) picks the request's type. */
export function NewRequestPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const initialType = SUPPORT_REQUEST_TYPES.find((type) => type === params.get('type'));
  useDocumentTitle(t('support.newRequest.title'));

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <SupportHeader
        crumbs={[
          { to: '/dashboard', label: t('nav.dashboard') },
          { to: '/dashboard/support', label: t('support.mine.title') },
        ]}
        title={t('support.newRequest.title')}
        description={t('support.newRequest.subtitle')}
      />
      <Card>
        <CardBody className="p-5 sm:p-8">
          <NewRequestForm
            isCreator={hasRole(session.user, 'publisher')}
            initialType={initialType}
            onCreated={(request) => {
              toast.success(t('support.newRequest.sent', { reference: request.reference }));
              void navigate(`/dashboard/support/${request.id}`);
            }}
          />
        </CardBody>
      </Card>
    </div>
  );
}
