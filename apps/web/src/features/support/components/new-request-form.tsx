import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_REQUEST_TYPES,
  SUPPORT_SUBJECT_MAX,
  type SupportMyRequestDetail,
  SupportRequestCreateSchema,
  type SupportRequestType,
} from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField, SelectField, TextareaField } from '@/components/ui/field';
import { SendIcon } from '@/components/ui/more-icons';
import { useCreateRequest } from '@/features/support/api/my-requests';
import { useSchemaForm } from '@/lib/form';

/** The types a member may pick: Premium Creator is a creator's arrangement, so only creators see it. */
export function requestTypesFor(isCreator: boolean): SupportRequestType[] {
  return SUPPORT_REQUEST_TYPES.filter((type) => isCreator || type !== 'premium_creator');
}

/** A member's new request; name, address and language come from their account. */
export function NewRequestForm({
  isCreator,
  initialType,
  onCreated,
}: {
  isCreator: boolean;
  initialType?: SupportRequestType;
  onCreated: (request: SupportMyRequestDetail) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateRequest();
  const types = requestTypesFor(isCreator);
  const askedPremium = initialType === 'premium_creator';
  const type = initialType && types.includes(initialType) ? initialType : 'general';
  const form = useSchemaForm(SupportRequestCreateSchema, { type, subject: '', message: '' }, t);

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((data) =>
        create.mutate(data, { onSuccess: (request) => onCreated(request) }),
      )}
    >
      {askedPremium && !isCreator ? (
        <Alert tone="info" title={t('support.newRequest.premiumForCreators')}>
          <p>{t('support.newRequest.premiumForCreatorsText')}</p>
          <Link to="/dashboard" className="font-semibold underline">
            {t('support.newRequest.becomeCreator')}
          </Link>
        </Alert>
      ) : null}
      {form.values.type === 'premium_creator' ? (
        <Alert tone="info">{t('support.newRequest.premiumText')}</Alert>
      ) : null}
      {create.error ? (
        <Alert tone="error" title={t('support.newRequest.failed')}>
          {create.error.message}
        </Alert>
      ) : null}
      <SelectField label={t('support.newRequest.type')} {...form.field('type')}>
        {types.map((value) => (
          <option key={value} value={value}>
            {t(`support.type.${value}`)}
          </option>
        ))}
      </SelectField>
      <InputField label={t('contact.subject')} maxLength={SUPPORT_SUBJECT_MAX} {...form.field('subject')} />
      <TextareaField
        label={t('contact.message')}
        rows={6}
        maxLength={SUPPORT_MESSAGE_MAX}
        {...form.field('message')}
      />
      <Button type="submit" loading={create.isPending} icon={<SendIcon className="size-4" />}>
        {t('support.newRequest.send')}
      </Button>
    </form>
  );
}
