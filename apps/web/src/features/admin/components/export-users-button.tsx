import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DownloadIcon } from '@/components/ui/more-icons';
import { toast } from '@/components/ui/toast';
import { useExportUsers } from '@/features/admin/api/users';

export function ExportUsersButton({ variant = 'outline' }: { variant?: 'outline' | 'primary' }) {
  const { t } = useTranslation();
  const exporter = useExportUsers();
  return (
    <Button
      variant={variant}
      icon={<DownloadIcon className="size-4" />}
      loading={exporter.isPending}
      onClick={() =>
        exporter.mutate(undefined, {
          onSuccess: (name) => toast.success(t('admin.export.done'), name),
          onError: (error) => toast.error(t('admin.export.failed'), error),
        })
      }
    >
      {t('admin.export.button')}
    </Button>
  );
}
