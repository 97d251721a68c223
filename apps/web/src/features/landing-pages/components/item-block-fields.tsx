import { useTranslation } from 'react-i18next';
import { InputField, TextareaField } from '@/components/ui/field';
import type { Props } from './block-fields';
import { ItemList } from './item-list';

// The blocks made of repeated items: testimonials, questions and answers, links.

export function TestimonialFields({ block, onChange }: Props<'testimonials'>) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <InputField
        label={t('landing.fields.sectionTitle')}
        value={block.title}
        maxLength={120}
        onChange={(e) => onChange({ ...block, title: e.target.value })}
      />
      <ItemList
        items={block.items}
        blank={{ name: '', role: '', quote: '' }}
        addLabel={t('landing.addTestimonial')}
        onChange={(items) => onChange({ ...block, items })}
        render={(item, update) => (
          <>
            <TextareaField
              label={t('landing.fields.quote')}
              value={item.quote}
              maxLength={600}
              required
              onChange={(e) => update({ quote: e.target.value })}
            />
            <div className="grid gap-2 sm:grid-cols-2">
              <InputField
                label={t('landing.fields.name')}
                value={item.name}
                maxLength={80}
                required
                onChange={(e) => update({ name: e.target.value })}
              />
              <InputField
                label={t('landing.fields.role')}
                value={item.role}
                maxLength={80}
                onChange={(e) => update({ role: e.target.value })}
              />
            </div>
          </>
        )}
      />
    </div>
  );
}

export function FaqFields({ block, onChange }: Props<'faq'>) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <InputField
        label={t('landing.fields.sectionTitle')}
        value={block.title}
        maxLength={120}
        onChange={(e) => onChange({ ...block, title: e.target.value })}
      />
      <ItemList
        items={block.items}
        blank={{ question: '', answer: '' }}
        addLabel={t('landing.addQuestion')}
        onChange={(items) => onChange({ ...block, items })}
        render={(item, update) => (
          <>
            <InputField
              label={t('landing.fields.question')}
              value={item.question}
              maxLength={200}
              required
              onChange={(e) => update({ question: e.target.value })}
            />
            <TextareaField
              label={t('landing.fields.answer')}
              value={item.answer}
              maxLength={2000}
              required
              onChange={(e) => update({ answer: e.target.value })}
            />
          </>
        )}
      />
    </div>
  );
}

export function LinkFields({ block, onChange }: Props<'links'>) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <InputField
        label={t('landing.fields.sectionTitle')}
        value={block.title}
        maxLength={120}
        onChange={(e) => onChange({ ...block, title: e.target.value })}
      />
      <ItemList
        items={block.items}
        blank={{ label: '', url: 'https://' }}
        addLabel={t('landing.addLink')}
        onChange={(items) => onChange({ ...block, items })}
        render={(item, update, index) => (
          <div className="grid gap-2 sm:grid-cols-2">
            <InputField
              label={t('landing.fields.linkLabel')}
              value={item.label}
              maxLength={80}
              required
              data-testid={`link-label-${index}`}
              onChange={(e) => update({ label: e.target.value })}
            />
            <InputField
              label={t('landing.fields.linkUrl')}
              value={item.url}
              maxLength={2000}
              required
              data-testid={`link-url-${index}`}
              onChange={(e) => update({ url: e.target.value })}
            />
          </div>
        )}
      />
    </div>
  );
}
