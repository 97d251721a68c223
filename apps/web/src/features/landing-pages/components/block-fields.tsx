import type { LandingBlock } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Checkbox, InputField, SelectField, TextareaField } from '@/components/ui/field';
import { useOwnProducts } from '@/features/landing-pages/api/landing-pages';
import { ImageField } from './image-field';
import { FaqFields, LinkFields, TestimonialFields } from './item-block-fields';

export type Props<T extends LandingBlock['type']> = {
  block: Extract<LandingBlock, { type: T }>;
  onChange: (block: LandingBlock) => void;
};

/** The form of one block, by its type. */
export function BlockFields({
  block,
  onChange,
}: {
  block: LandingBlock;
  onChange: (block: LandingBlock) => void;
}) {
  switch (block.type) {
    case 'hero':
      return <HeroFields block={block} onChange={onChange} />;
    case 'products':
      return <ProductFields block={block} onChange={onChange} />;
    case 'text':
      return <TextFields block={block} onChange={onChange} />;
    case 'image':
      return <ImageFields block={block} onChange={onChange} />;
    case 'video':
      return <VideoFields block={block} onChange={onChange} />;
    case 'testimonials':
      return <TestimonialFields block={block} onChange={onChange} />;
    case 'faq':
      return <FaqFields block={block} onChange={onChange} />;
    case 'links':
      return <LinkFields block={block} onChange={onChange} />;
    case 'cta':
      return <CtaFields block={block} onChange={onChange} />;
    case 'contact':
      return <ContactFields block={block} onChange={onChange} />;
  }
}

function HeroFields({ block, onChange }: Props<'hero'>) {
  const { t } = useTranslation();
  const set = (patch: Partial<typeof block>) => onChange({ ...block, ...patch });
  return (
    <div className="space-y-3">
      <InputField
        label={t('landing.fields.title')}
        value={block.title}
        maxLength={120}
        required
        onChange={(e) => set({ title: e.target.value })}
      />
      <TextareaField
        label={t('landing.fields.text')}
        value={block.text}
        maxLength={500}
        onChange={(e) => set({ text: e.target.value })}
      />
      <ImageField
        label={t('landing.fields.image')}
        value={block.image}
        optional
        onChange={(image) => set({ image })}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField
          label={t('landing.fields.buttonLabel')}
          value={block.buttonLabel}
          maxLength={40}
          onChange={(e) => set({ buttonLabel: e.target.value })}
        />
        <InputField
          label={t('landing.fields.buttonUrl')}
          value={block.buttonUrl ?? ''}
          maxLength={2000}
          placeholder="https://"
          onChange={(e) => set({ buttonUrl: e.target.value })}
        />
      </div>
    </div>
  );
}

function ProductFields({ block, onChange }: Props<'products'>) {
  const { t } = useTranslation();
  const products = useOwnProducts();
  const toggle = (id: number, on: boolean) =>
    onChange({
      ...block,
      productIds: on ? [...block.productIds, id] : block.productIds.filter((p) => p !== id),
    });
  return (
    <div className="space-y-3">
      <InputField
        label={t('landing.fields.sectionTitle')}
        value={block.title}
        maxLength={120}
        onChange={(e) => onChange({ ...block, title: e.target.value })}
      />
      <p className="text-sm font-medium text-slate-700">{t('landing.fields.products')}</p>
      {products.isPending ? (
        <p className="text-sm text-slate-500">{t('common.loading')}</p>
      ) : products.isError ? (
        <p className="text-sm text-red-600">{t('landing.productsFailed')}</p>
      ) : products.data.length === 0 ? (
        <p className="text-sm text-slate-500">{t('landing.noProducts')}</p>
      ) : (
        <div className="max-h-56 space-y-2 overflow-y-auto rounded-lg border border-slate-200 p-3">
          {products.data.map((product) => (
            <Checkbox
              key={product.id}
              label={`${product.name}${product.is_published ? '' : ` (${t('landing.notOnSale')})`}`}
              checked={block.productIds.includes(product.id)}
              disabled={!block.productIds.includes(product.id) && block.productIds.length >= 24}
              onChange={(e) => toggle(product.id, e.target.checked)}
            />
          ))}
        </div>
      )}
    </div>
  );
}

function TextFields({ block, onChange }: Props<'text'>) {
  const { t } = useTranslation();
  return (
    <TextareaField
      label={t('landing.fields.richText')}
      hint={t('landing.fields.richTextHint')}
      value={block.html}
      maxLength={20_000}
      className="min-h-40 font-mono text-xs"
      onChange={(e) => onChange({ ...block, html: e.target.value })}
    />
  );
}

function ImageFields({ block, onChange }: Props<'image'>) {
  const { t } = useTranslation();
  const set = (patch: Partial<typeof block>) => onChange({ ...block, ...patch });
  return (
    <div className="space-y-3">
      <ImageField
        label={t('landing.fields.image')}
        value={block.image || null}
        onChange={(image) => set({ image: image ?? '' })}
      />
      <InputField
        label={t('landing.fields.alt')}
        value={block.alt}
        maxLength={200}
        onChange={(e) => set({ alt: e.target.value })}
      />
      <InputField
        label={t('landing.fields.caption')}
        value={block.caption}
        maxLength={200}
        onChange={(e) => set({ caption: e.target.value })}
      />
      <InputField
        label={t('landing.fields.linkUrl')}
        value={block.linkUrl ?? ''}
        maxLength={2000}
        placeholder="https://"
        onChange={(e) => set({ linkUrl: e.target.value })}
      />
    </div>
  );
}

function VideoFields({ block, onChange }: Props<'video'>) {
  const { t } = useTranslation();
  const products = useOwnProducts();
  const courses = products.data?.filter((p) => p.format === 'CRS') ?? [];
  const set = (patch: Partial<typeof block>) => onChange({ ...block, ...patch });
  return (
    <div className="space-y-3">
      <InputField
        label={t('landing.fields.sectionTitle')}
        value={block.title}
        maxLength={120}
        onChange={(e) => set({ title: e.target.value })}
      />
      <SelectField
        label={t('landing.fields.videoSource')}
        value={block.productId === null ? 'link' : String(block.productId)}
        onChange={(e) =>
          set(
            e.target.value === 'link'
              ? { productId: null }
              : { productId: Number(e.target.value), url: null },
          )
        }
      >
        <option value="link">{t('landing.fields.videoLink')}</option>
        {courses.map((course) => (
          <option key={course.id} value={course.id}>
            {course.name}
          </option>
        ))}
      </SelectField>
      {block.productId === null ? (
        <InputField
          label={t('landing.fields.videoUrl')}
          hint={t('landing.fields.videoUrlHint')}
          value={block.url ?? ''}
          maxLength={500}
          placeholder="https://www.youtube.com/watch?v=..."
          onChange={(e) => set({ url: e.target.value })}
        />
      ) : null}
    </div>
  );
}

function CtaFields({ block, onChange }: Props<'cta'>) {
  const { t } = useTranslation();
  const set = (patch: Partial<typeof block>) => onChange({ ...block, ...patch });
  return (
    <div className="space-y-3">
      <InputField
        label={t('landing.fields.title')}
        value={block.title}
        maxLength={120}
        required
        onChange={(e) => set({ title: e.target.value })}
      />
      <TextareaField
        label={t('landing.fields.text')}
        value={block.text}
        maxLength={500}
        onChange={(e) => set({ text: e.target.value })}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField
          label={t('landing.fields.buttonLabel')}
          value={block.buttonLabel}
          maxLength={40}
          required
          onChange={(e) => set({ buttonLabel: e.target.value })}
        />
        <InputField
          label={t('landing.fields.buttonUrl')}
          value={block.buttonUrl}
          maxLength={2000}
          required
          onChange={(e) => set({ buttonUrl: e.target.value })}
        />
      </div>
    </div>
  );
}

function ContactFields({ block, onChange }: Props<'contact'>) {
  const { t } = useTranslation();
  const set = (patch: Partial<typeof block>) => onChange({ ...block, ...patch });
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('landing.fields.channel')}
          value={block.channel}
          onChange={(e) => set({ channel: e.target.value as typeof block.channel })}
        >
          <option value="whatsapp">WhatsApp</option>
          <option value="email">Email</option>
        </SelectField>
        <InputField
          label={block.channel === 'whatsapp' ? t('landing.fields.whatsapp') : t('landing.fields.email')}
          value={block.value}
          maxLength={120}
          required
          inputMode={block.channel === 'whatsapp' ? 'tel' : 'email'}
          placeholder={block.channel === 'whatsapp' ? '0812...' : 'nama@contoh.id'}
          onChange={(e) => set({ value: e.target.value })}
        />
      </div>
      <InputField
        label={t('landing.fields.buttonLabel')}
        value={block.label}
        maxLength={60}
        required
        onChange={(e) => set({ label: e.target.value })}
      />
      <TextareaField
        label={t('landing.fields.message')}
        value={block.message}
        maxLength={300}
        onChange={(e) => set({ message: e.target.value })}
      />
    </div>
  );
}
