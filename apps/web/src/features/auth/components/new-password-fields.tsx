import { PASSWORD_MIN_LENGTH } from '@pustaka/contract';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputField } from '@/components/ui/field';

/**
 * The second typing of a new password: what was typed, whether the field was left, and whether it matches
 * `password`. `guardSubmit(submit)` is the form's submit handler: while the two differ it shows the mismatch
 * and stops there, else it hands the event to `submit`. `reset()` empties it after a success.
 */
export function useNewPasswordConfirmation(password: string) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const mismatch = value !== password;
  return {
    value,
    setValue,
    touched,
    setTouched,
    mismatch,
    guardSubmit:
      (submit: (event: FormEvent<HTMLFormElement>) => void) => (event: FormEvent<HTMLFormElement>) => {
        setTouched(true);
        if (mismatch) event.preventDefault();
        else submit(event);
      },
    reset: () => {
      setValue('');
      setTouched(false);
    },
  };
}

export type NewPasswordConfirmation = ReturnType<typeof useNewPasswordConfirmation>;

/** A form's binding of the new password field (what `useSchemaForm().field(name)` gives). */
interface PasswordFieldBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  error?: string;
}

/**
 * The new password with its rule, and the same typed again: the mismatch shows once the second field was left
 * or has something in it, and follows every keystroke from then on.
 */
export function NewPasswordFields({
  password,
  confirmation,
}: {
  password: PasswordFieldBinding;
  confirmation: NewPasswordConfirmation;
}) {
  const { t } = useTranslation();
  const confirmError =
    (confirmation.touched || confirmation.value) && confirmation.mismatch
      ? t('settings.passwordMismatch')
      : undefined;
  return (
    <>
      <InputField
        label={t('settings.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.passwordRule', { count: PASSWORD_MIN_LENGTH })}
        {...password}
      />
      <InputField
        label={t('settings.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={confirmation.value}
        onChange={(event) => confirmation.setValue(event.target.value)}
        onBlur={() => confirmation.setTouched(true)}
        error={confirmError}
      />
    </>
  );
}
