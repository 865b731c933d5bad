import { Lock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { useT } from '../../../lib/i18n';

/** Asks for a protected link's passcode; `isWrong` when the last one sent was refused. */
export function PasscodeForm({
  isWrong,
  isChecking,
  onSubmit,
}: {
  isWrong: boolean;
  isChecking: boolean;
  onSubmit: (passcode: string) => void;
}) {
  const t = useT('sharing');
  const [value, setValue] = useState('');
  const [isMissing, setIsMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setIsMissing(true);
      return;
    }
    setIsMissing(false);
    onSubmit(value);
  };
  const error = isMissing ? t('passcode.required') : isWrong ? t('passcode.wrong') : undefined;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="mx-auto mt-10 flex max-w-sm flex-col gap-4 rounded-2xl bg-white p-6 shadow-raised ring-1 ring-line"
    >
      <Lock aria-hidden="true" className="size-6 text-muted" />
      <div>
        <h1 className="text-xl font-semibold text-ink">{t('passcode.title')}</h1>
        <p className="mt-1 text-sm text-muted">{t('passcode.body')}</p>
      </div>
      <TextField
        label={t('passcode.label')}
        type="password"
        autoComplete="off"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error}
      />
      <Button type="submit" variant="dark" disabled={isChecking}>
        {t('passcode.submit')}
      </Button>
    </form>
  );
}
